import Row from 'react-bootstrap/Row';
import Col from 'react-bootstrap/Col';
import type { Resume } from '@vitae/shared/resume/schema';
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
import { SectionList } from './section-list.tsx';
import { SkillFields } from './skill-fields.tsx';
import { TextField } from './text-field.tsx';

interface Props {
  value: Resume;
  onChange: (resume: Resume) => void;
}

/**
 * The resume editor: every section of the Resume model, controlled by its parent. It shows the
 * content as typed; the parent runs collectResume (spec section 5) when it saves.
 * Give it a `key` to start over from a different resume (restores keep local typing state apart).
 */
export function ResumeEditor({ value, onChange }: Props) {
  const update = (patch: Partial<Resume>) => onChange({ ...value, ...patch });
  return (
    <div className="resume-editor">
      <ContactFields resume={value} update={update} />
      <section className="mb-4" aria-label="Profile">
        <h2 className="h5">Profile</h2>
        <TextField
          label="Profile summary"
          isMultiline
          value={value.profile}
          onChange={(profile) => update({ profile })}
          flagField="profile"
        />
      </section>
      <SectionList
        title="Education"
        field="education"
        itemName="Education"
        items={value.education}
        createItem={emptyEducation}
        onChange={(education) => update({ education })}
        renderItem={(entry, set) => (
          <Row xs={1} md={2} className="g-0 gx-md-3">
            <Col>
              <TextField label="Degree" value={entry.degree} onChange={(degree) => set({ degree })} />
            </Col>
            <Col>
              <TextField label="University" value={entry.university} onChange={(university) => set({ university })} />
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
      <SectionList
        title="Experience"
        field="experience"
        itemName="Experience"
        items={value.experience}
        createItem={emptyExperience}
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
                <TextField label="Location" value={entry.location ?? ''} onChange={(location) => set({ location })} />
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
                <TextField label="End" value={entry.end} placeholder="e.g. Present" onChange={(end) => set({ end })} />
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
      <SectionList
        title="Projects"
        field="projects"
        itemName="Project"
        items={value.projects}
        createItem={emptyProject}
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
      <SectionList
        title="Skills"
        field="skills"
        itemName="Skill"
        items={value.skills}
        createItem={emptySkill}
        onChange={(skills) => update({ skills })}
        renderItem={(entry, set) => <SkillFields skill={entry} update={set} />}
      />
      <SectionList
        title="Certifications"
        field="certifications"
        itemName="Certification"
        items={value.certifications}
        createItem={emptyCertification}
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
      <SectionList
        title="Publications"
        field="publications"
        itemName="Publication"
        items={value.publications}
        createItem={emptyPublication}
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
    </div>
  );
}
