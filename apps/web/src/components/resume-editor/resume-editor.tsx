import { Fragment, useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Row from 'react-bootstrap/Row';
import Col from 'react-bootstrap/Col';
import type { Resume } from '@vitae/shared/resume/schema';
import { SECTION_TITLES, type SectionName } from '@vitae/shared/resume/section-order';
import {
  emptyCertification,
  emptyEducation,
  emptyExperience,
  emptyProject,
  emptyPublication,
  emptySkill,
} from '@vitae/shared/resume/schema';
import { ContactFields } from './contact-fields.tsx';
import { LinesEditor } from './lines-editor.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { SectionHeading } from './section-heading.tsx';
import {
  hasSectionContent,
  listSections,
  moveSection,
  removeSection,
  restoreSection,
  type RemovedSection,
} from './section-ops.ts';
import { SectionList } from './section-list.tsx';
import { SkillFields } from './skill-fields.tsx';
import { TextField } from './text-field.tsx';

interface Props {
  value: Resume;
  onChange: (resume: Resume) => void;
}

/**
 * The resume editor: every section of the Resume model, controlled by its parent, in the resume's
 * order of sections; each section can be moved up or down and emptied (with Undo), by keyboard too.
 * It shows the content as typed; the parent runs collectResume (spec section 5) when it saves.
 * Give it a `key` to start over from a different resume (restores keep local typing state apart).
 */
export function ResumeEditor({ value, onChange }: Props) {
  const update = (patch: Partial<Resume>) => onChange({ ...value, ...patch });
  const order = listSections(value);
  const focusId = useId().replace(/:/g, '');
  // Only the last removal can be undone, as with entries.
  const [removed, setRemoved] = useState<RemovedSection | null>(null);

  function remove(name: SectionName) {
    const result = removeSection(value, name);
    setRemoved(result.removed);
    onChange(result.resume);
    // The keyboard lands on Undo, the one thing likely to be wanted next.
    requestAnimationFrame(() =>
      document.querySelector<HTMLButtonElement>(`[data-focus-id="${focusId}-undo"]`)?.focus(),
    );
  }

  function undo(index: number) {
    if (!removed) return;
    onChange(restoreSection(value, removed));
    setRemoved(null);
    // Back on the section's own Remove button, which is enabled again.
    requestAnimationFrame(() =>
      document.querySelector<HTMLButtonElement>(`[data-focus-id="${focusId}-${index}-remove"]`)?.focus(),
    );
  }

  function renderSection(name: SectionName, actions: ReactNode, notice: ReactNode): ReactNode {
    switch (name) {
      case 'profile':
        return (
          <section className="mb-4" aria-label="Profile">
            <SectionHeading title="Profile" actions={actions} />
            {notice}
            <TextField
              label="Profile summary"
              isMultiline
              value={value.profile}
              onChange={(profile) => update({ profile })}
              flagField="profile"
            />
          </section>
        );
      case 'education':
        return (
          <SectionList
            title="Education"
            field="education"
            itemName="Education"
            items={value.education}
            createItem={emptyEducation}
            actions={actions}
            notice={notice}
            onChange={(education) => update({ education })}
            renderItem={(entry, set) => (
              <Row xs={1} md={2} className="g-0 gx-md-3">
                <Col>
                  <TextField label="Degree" value={entry.degree} onChange={(degree) => set({ degree })} />
                </Col>
                <Col>
                  <TextField
                    label="University"
                    value={entry.university}
                    onChange={(university) => set({ university })}
                  />
                </Col>
                <Col>
                  <TextField
                    label="Start"
                    value={entry.start}
                    placeholder="e.g. 2018"
                    onChange={(start) => set({ start })}
                  />
                </Col>
                <Col>
                  <TextField label="End" value={entry.end} placeholder="e.g. 2022" onChange={(end) => set({ end })} />
                </Col>
                <Col>
                  <TextField label="GPA" type="number" value={entry.gpa} onChange={(gpa) => set({ gpa })} />
                </Col>
              </Row>
            )}
          />
        );
      case 'experience':
        return (
          <SectionList
            title="Experience"
            field="experience"
            itemName="Experience"
            items={value.experience}
            createItem={emptyExperience}
            actions={actions}
            notice={notice}
            onChange={(experience) => update({ experience })}
            renderItem={(entry, set, label) => (
              <>
                <Row xs={1} md={2} className="g-0 gx-md-3">
                  <Col>
                    <TextField label="Title" value={entry.title} onChange={(title) => set({ title })} />
                  </Col>
                  <Col>
                    <TextField label="Company" value={entry.company} onChange={(company) => set({ company })} />
                  </Col>
                  <Col>
                    <TextField
                      label="Location"
                      value={entry.location ?? ''}
                      onChange={(location) => set({ location })}
                    />
                  </Col>
                  <Col>
                    <TextField
                      label="Start"
                      value={entry.start}
                      placeholder="e.g. Jan 2020"
                      onChange={(start) => set({ start })}
                    />
                  </Col>
                  <Col>
                    <TextField
                      label="End"
                      value={entry.end}
                      placeholder="e.g. Present"
                      onChange={(end) => set({ end })}
                    />
                  </Col>
                </Row>
                <LinesEditor
                  label={`${label} description`}
                  lines={entry.description}
                  onChange={(description) => set({ description })}
                />
              </>
            )}
          />
        );
      case 'projects':
        return (
          <SectionList
            title="Projects"
            field="projects"
            itemName="Project"
            items={value.projects}
            createItem={emptyProject}
            actions={actions}
            notice={notice}
            onChange={(projects) => update({ projects })}
            renderItem={(entry, set, label) => (
              <>
                <Row xs={1} md={2} className="g-0 gx-md-3">
                  <Col>
                    <TextField label="Name" value={entry.name} onChange={(name) => set({ name })} />
                  </Col>
                  <Col>
                    <TextField
                      label="Link"
                      value={entry.ref}
                      placeholder="e.g. https://github.com/…"
                      onChange={(ref) => set({ ref })}
                    />
                  </Col>
                  <Col>
                    <TextField
                      label="Start"
                      value={entry.start ?? ''}
                      placeholder="e.g. Mar 2021"
                      onChange={(start) => set({ start })}
                    />
                  </Col>
                  <Col>
                    <TextField
                      label="End"
                      value={entry.end ?? ''}
                      placeholder="e.g. Present"
                      onChange={(end) => set({ end })}
                    />
                  </Col>
                </Row>
                <LinesEditor
                  label={`${label} description`}
                  lines={entry.description}
                  onChange={(description) => set({ description })}
                />
              </>
            )}
          />
        );
      case 'skills':
        return (
          <SectionList
            title="Skills"
            field="skills"
            itemName="Skill"
            items={value.skills}
            createItem={emptySkill}
            actions={actions}
            notice={notice}
            onChange={(skills) => update({ skills })}
            renderItem={(entry, set) => <SkillFields skill={entry} update={set} />}
          />
        );
      case 'certifications':
        return (
          <SectionList
            title="Certifications"
            field="certifications"
            itemName="Certification"
            items={value.certifications}
            createItem={emptyCertification}
            actions={actions}
            notice={notice}
            onChange={(certifications) => update({ certifications })}
            renderItem={(entry, set) => (
              <Row xs={1} md={2} className="g-0 gx-md-3">
                <Col>
                  <TextField label="Name" value={entry.name} onChange={(name) => set({ name })} />
                </Col>
                <Col>
                  <TextField label="Issuer" value={entry.issuer} onChange={(issuer) => set({ issuer })} />
                </Col>
                <Col>
                  <TextField label="Date" value={entry.date} onChange={(date) => set({ date })} />
                </Col>
                <Col>
                  <TextField label="URL" type="url" value={entry.url} onChange={(url) => set({ url })} />
                </Col>
              </Row>
            )}
          />
        );
      case 'publications':
        return (
          <SectionList
            title="Publications"
            field="publications"
            itemName="Publication"
            items={value.publications}
            createItem={emptyPublication}
            actions={actions}
            notice={notice}
            onChange={(publications) => update({ publications })}
            renderItem={(entry, set) => (
              <Row xs={1} md={2} className="g-0 gx-md-3">
                <Col>
                  <TextField label="Title" value={entry.title} onChange={(title) => set({ title })} />
                </Col>
                <Col>
                  <TextField label="Publisher" value={entry.publisher} onChange={(publisher) => set({ publisher })} />
                </Col>
                <Col>
                  <TextField label="Date" value={entry.date} onChange={(date) => set({ date })} />
                </Col>
                <Col>
                  <TextField label="URL" type="url" value={entry.url} onChange={(url) => set({ url })} />
                </Col>
              </Row>
            )}
          />
        );
    }
  }

  return (
    <div className="resume-editor">
      <ContactFields resume={value} update={update} />
      {order.map((name, index) => (
        <Fragment key={name}>
          {renderSection(
            name,
            <MoveButtons
              label={`${SECTION_TITLES[name]} section`}
              index={index}
              count={order.length}
              focusId={focusId}
              onMove={(from, to) => onChange(moveSection(value, from, to))}
              onRemove={() => remove(name)}
              canRemove={hasSectionContent(value, name)}
            />,
            removed?.name === name && (
              <div className="d-flex align-items-center gap-2 small mb-2" role="status">
                <span>{SECTION_TITLES[name]} section removed.</span>
                <Button
                  size="sm"
                  variant="link"
                  className="p-0"
                  data-focus-id={`${focusId}-undo`}
                  onClick={() => undo(index)}
                >
                  Undo
                </Button>
              </div>
            ),
          )}
        </Fragment>
      ))}
    </div>
  );
}
