import type { Experience, Project, Resume, Skill } from '@vitae/shared/resume/schema';

/** One step of a list diff: an item kept, changed in place, added or removed. */
export type DiffOp<T> =
  | { type: 'same'; item: T }
  | { type: 'change'; before: T; after: T }
  | { type: 'add'; item: T }
  | { type: 'remove'; item: T };

/**
 * The steps from `before` to `after`, aligned on the longest run of unchanged items (by `text`).
 * Inside a run of differences, removals and additions pair up in order as changes ("reworded").
 */
export function diffItems<T>(before: readonly T[], after: readonly T[], text: (item: T) => string): DiffOp<T>[] {
  const a = before.map(text);
  const b = after.map(text);
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);

  const ops: DiffOp<T>[] = [];
  let removed: T[] = [];
  let added: T[] = [];
  const flush = () => {
    const pairs = Math.min(removed.length, added.length);
    for (let k = 0; k < pairs; k++) ops.push({ type: 'change', before: removed[k]!, after: added[k]! });
    for (const item of removed.slice(pairs)) ops.push({ type: 'remove', item });
    for (const item of added.slice(pairs)) ops.push({ type: 'add', item });
    removed = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      ops.push({ type: 'same', item: after[j]! });
      i++;
      j++;
    } else if (j < b.length && (i >= a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      added.push(after[j++]!);
    } else {
      removed.push(before[i++]!);
    }
  }
  flush();
  return ops;
}

/** The list that results when only the accepted steps (by index in `ops`) are taken. */
export function applyOps<T>(ops: readonly DiffOp<T>[], isAccepted: (index: number) => boolean): T[] {
  return ops.flatMap((op, index) => {
    if (op.type === 'same') return [op.item];
    const accepted = isAccepted(index);
    if (op.type === 'change') return [accepted ? op.after : op.before];
    if (op.type === 'add') return accepted ? [op.item] : [];
    return accepted ? [] : [op.item];
  });
}

/** One change the person can accept or reject, shown as before/after lines. */
export interface LineChange {
  id: string;
  /** Where it is: "Profile", "Experience: Engineer, Acme", "Skills". */
  where: string;
  kind: 'change' | 'add' | 'remove';
  before: string | null;
  after: string | null;
}

interface Unit<T> {
  key: string;
  where: string;
  ops: DiffOp<T>[];
  text: (item: T) => string;
}

const experienceText = (e: Experience) => [e.title, e.company, e.start, e.end, ...e.description].join(' | ');
const projectText = (p: Project) => [p.name, ...p.description].filter(Boolean).join(' — ');
const skillText = (s: Skill) =>
  s.category ? `${s.category}: ${s.technologies.join(', ')}` : s.technologies.join(', ');
/** True when `after` holds exactly the lines of `before` in a different order. */
function isReordering(before: readonly string[], after: readonly string[]): boolean {
  const sorted = (lines: readonly string[]) => JSON.stringify([...lines].sort());
  return before.length > 1 && JSON.stringify(before) !== JSON.stringify(after) && sorted(before) === sorted(after);
}

const sameRole = (a: Experience, b: Experience) => a.title === b.title && a.company === b.company;

/** The tailored resume against the original, as units of changes per line. */
function buildUnits(before: Resume, after: Resume) {
  const profile: Unit<string> = {
    key: 'profile',
    where: 'Profile',
    ops: diffItems([before.profile].filter(Boolean), [after.profile].filter(Boolean), (s) => s),
    text: (s) => s,
  };
  // Same roles in the same order: each role's lines are compared on their own.
  const isPerRole =
    before.experience.length === after.experience.length &&
    before.experience.every((entry, i) => sameRole(entry, after.experience[i]!));
  const roleLines: Unit<string[]>[] = isPerRole
    ? after.experience.map((entry, i) => {
        const where = `Experience: ${[entry.title, entry.company].filter(Boolean).join(', ')}`;
        const lines = before.experience[i]!.description;
        // The same lines in another order is one change (the new order), not a pair per moved line.
        if (isReordering(lines, entry.description)) {
          return {
            key: `experience.${i}`,
            where: `${where} (order of lines)`,
            ops: diffItems([lines], [entry.description], (d) => d.join('\n')),
            text: (d) => d.join(' · '),
          };
        }
        return {
          key: `experience.${i}`,
          where,
          ops: diffItems(
            lines.map((line) => [line]),
            entry.description.map((line) => [line]),
            (d) => d[0]!,
          ),
          text: (d) => d[0]!,
        };
      })
    : [];
  const roles: Unit<Experience> = {
    key: 'experience',
    where: 'Experience',
    ops: isPerRole
      ? after.experience.map((item) => ({ type: 'same' as const, item }))
      : diffItems(before.experience, after.experience, experienceText),
    text: experienceText,
  };
  const projects: Unit<Project> = {
    key: 'projects',
    where: 'Projects',
    ops: diffItems(before.projects, after.projects, projectText),
    text: projectText,
  };
  const skills: Unit<Skill> = {
    key: 'skills',
    where: 'Skills',
    ops: diffItems(before.skills, after.skills, skillText),
    text: skillText,
  };
  return { profile, roleLines, roles, projects, skills };
}

function listUnitChanges<T>(unit: Unit<T>): LineChange[] {
  return unit.ops.flatMap((op, index): LineChange[] => {
    const id = `${unit.key}:${index}`;
    if (op.type === 'same') return [];
    if (op.type === 'change')
      return [{ id, where: unit.where, kind: 'change', before: unit.text(op.before), after: unit.text(op.after) }];
    if (op.type === 'add') return [{ id, where: unit.where, kind: 'add', before: null, after: unit.text(op.item) }];
    return [{ id, where: unit.where, kind: 'remove', before: unit.text(op.item), after: null }];
  });
}

/** Every change of the tailored resume, in the order the resume reads. */
export function listChanges(before: Resume, after: Resume): LineChange[] {
  const u = buildUnits(before, after);
  return [u.profile, ...u.roleLines, u.roles, u.projects, u.skills].flatMap((unit) =>
    listUnitChanges(unit as Unit<unknown>),
  );
}

/**
 * The tailored resume with only the accepted changes: everything rejected is as it was before.
 * Contact details and the sections tailoring never touches come from the tailored resume.
 */
export function mergeChanges(before: Resume, after: Resume, accepted: ReadonlySet<string>): Resume {
  const u = buildUnits(before, after);
  const take = <T>(unit: Unit<T>) => applyOps(unit.ops, (index) => accepted.has(`${unit.key}:${index}`));
  const experience = take(u.roles).map((entry, i) => {
    const lines = u.roleLines[i];
    return lines ? { ...entry, description: take(lines).flat() } : entry;
  });
  return {
    ...after,
    profile: take(u.profile)[0] ?? '',
    experience,
    projects: take(u.projects),
    skills: take(u.skills),
  };
}
