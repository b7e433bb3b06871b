import type { Project } from '@vitae/shared/resume/schema';
import { splitEntries } from './split-entries.ts';
import { splitHead } from './split-head.ts';
import type { Line } from './types.ts';

const URLISH = /^(?:https?:\/\/|www\.)\S+$|^[\w-]+(?:\.[\w-]+)+\/\S*$|^github\.com\/\S+$/i;

const NAME_COLON = /^([^:]{2,40}):\s+(\S.{9,})$/;

/**
 * Step 4e: project entries. When every line reads `Name: description`, each line is a project. Name: the first head piece; ref: a URL-shaped piece or line; the
 * other head pieces longer than a few words are description. Limits: a project whose name is a
 * full sentence is read as a description line of the previous project.
 */
export function extractProjects(lines: Line[]): Project[] {
  // `pixelboard: Real-time collaborative whiteboard…`, one project a line.
  const named = lines.map((l) => NAME_COLON.exec(l.text));
  if (lines.length > 0 && named.every((m) => m !== null && m[1]!.split(/\s+/).length <= 4))
    return named.map((m) => ({ name: m![1]!.trim(), ref: '', description: [m![2]!.trim()] }));
  return splitEntries(lines)
    .map((entry) => {
      const { pieces, dates, prose } = splitHead(entry.head);
      let ref = [...pieces, ...entry.body].find((p) => URLISH.test(p)) ?? '';
      const named = pieces.filter((p) => p !== ref && p.toLowerCase() !== 'present');
      let name = named[0] ?? '';
      // A link written on the title line (`Vitae (github.com/ada/vitae)`, `Vitae github.com/…`).
      const inline =
        /\s*\(?((?:https?:\/\/|www\.)\S+|(?:github|gitlab)\.com\/\S+|[\w-]+\.(?:com|io|dev|app|org|net)\/\S*)\)?\s*$/i.exec(
          name,
        );
      if (inline && inline.index > 0) {
        ref ||= inline[1]!.replace(/\)$/, '');
        name = name.slice(0, inline.index).trim();
      }
      const extra = named.slice(1).filter((p) => p.split(/\s+/).length >= 4);
      const project: Project = { name, ref, description: [...extra, ...prose, ...entry.body.filter((b) => b !== ref)] };
      if (dates?.start) project.start = dates.start;
      if (dates?.end) project.end = dates.end;
      return project;
    })
    .filter((p) => p.name || p.description.length > 0);
}
