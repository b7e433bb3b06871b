/** @jsxRuntime automatic */
// The pragma above: tsx reads the root tsconfig, which sets no JSX mode, so it would otherwise
// compile JSX to React.createElement with no React in scope.
import { Document, Link, Page, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { Resume } from '@vitae/shared/resume/schema';
import type { SectionName } from '@vitae/shared/resume/section-order';
import {
  BULLET,
  PART_SEPARATOR,
  SECTION_TITLES,
  describeResume,
  type EntryText,
  type ResumeText,
  toHref,
} from './layout-text.ts';
import type { TemplateName } from './templates.ts';
import { getTheme, type Theme } from './themes.ts';

export interface ResumeDocumentProps {
  resume: Resume;
  template: TemplateName;
  title: string;
  pageSize?: 'A4' | 'LETTER';
}

export function ResumeDocument({ resume, template, title, pageSize = 'A4' }: ResumeDocumentProps) {
  const theme = getTheme(template);
  const text = describeResume(resume);
  return (
    <Document
      title={title}
      author={text.name || undefined}
      subject="Resume"
      keywords={
        text.skills
          .map((s) => s.technologies)
          .filter(Boolean)
          .join(', ') || undefined
      }
      creator="Vitae"
      producer="Vitae"
      language="en"
    >
      <Page size={pageSize} style={theme.page}>
        <Header text={text} theme={theme} />
        {text.order.map((name) => (
          <Section key={name} name={name} text={text} theme={theme} />
        ))}
      </Page>
    </Document>
  );
}

/** One section of the body, wherever the resume's order puts it; nothing when it is empty. */
function Section({ name, text, theme }: { name: SectionName; text: ResumeText; theme: Theme }) {
  switch (name) {
    case 'profile':
      if (!text.profile) return null;
      return (
        <>
          {/* A heading needs room for at least two lines of the paragraph under it. */}
          <Text style={theme.sectionHeading} minPresenceAhead={30}>
            {SECTION_TITLES.profile}
          </Text>
          <Text style={theme.paragraph}>{text.profile}</Text>
        </>
      );
    case 'skills':
      return <SkillSection text={text} theme={theme} />;
    default:
      return <EntrySection title={SECTION_TITLES[name]} entries={text[name]} theme={theme} />;
  }
}

function Header({ text, theme }: { text: ResumeText; theme: Theme }) {
  return (
    <View style={theme.header}>
      {text.name && <Text style={theme.name}>{text.name}</Text>}
      {/* Items wrap as units, so "Zürich, Switzerland" never splits over two lines. */}
      <View style={theme.contactRow}>
        {text.contact.map((item, i) => (
          <Text key={i} style={theme.contact}>
            <LinkedText text={item} theme={theme} />
            {i < text.contact.length - 1 && PART_SEPARATOR}
          </Text>
        ))}
      </View>
    </View>
  );
}

function LinkedText({ text, theme }: { text: string; theme: Theme }) {
  const href = toHref(text);
  return href ? (
    <Link src={href} style={theme.link}>
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}

function SectionHeading({ title, theme }: { title: string; theme: Theme }) {
  return <Text style={theme.sectionHeading}>{title}</Text>;
}

/**
 * Page breaks: the section heading, the entry's header line and its first line below form one
 * unbreakable block, so neither a heading nor an entry header is left alone at a page foot. Each
 * bullet is unbreakable too (a few lines at most). Everything is a direct child of the Page
 * (fragments, no wrapping Views): react-pdf 4 does not move an unbreakable block to the next
 * page when it is the first child of the first child of a View being split; it draws it past
 * the page foot and the lines below it are lost.
 */
function EntrySection({ title, entries, theme }: { title: string; entries: EntryText[]; theme: Theme }) {
  if (entries.length === 0) return null;
  return (
    <>
      {entries.map((entry, i) => (
        <Entry
          key={i}
          entry={entry}
          theme={theme}
          lead={i === 0 ? <SectionHeading title={title} theme={theme} /> : null}
        />
      ))}
    </>
  );
}

function Entry({ entry, theme, lead }: { entry: EntryText; theme: Theme; lead: ReactNode }) {
  const lines = [
    ...entry.details.map((d, i) => <LinkedDetail key={`d${i}`} text={d} theme={theme} />),
    ...entry.bullets.map((b, i) => <Bullet key={`b${i}`} text={b} theme={theme} />),
  ];
  const [first, ...rest] = lines;
  return (
    <>
      <View wrap={false} style={lead ? undefined : theme.entryStart}>
        {lead}
        <EntryHeader entry={entry} theme={theme} />
        {first}
      </View>
      {rest}
    </>
  );
}

function EntryHeader({ entry, theme }: { entry: EntryText; theme: Theme }) {
  const [title, ...others] = entry.parts;
  return (
    <View style={theme.entryHeader}>
      <Text style={theme.entryHeading}>
        <Text style={theme.entryTitle}>{title ?? ''}</Text>
        {others.length > 0 && PART_SEPARATOR + others.join(PART_SEPARATOR)}
      </Text>
      {entry.dates && <Text style={theme.entryDates}>{entry.dates}</Text>}
    </View>
  );
}

function LinkedDetail({ text, theme }: { text: string; theme: Theme }) {
  return (
    <Text style={theme.detail} wrap={false}>
      <LinkedText text={text} theme={theme} />
    </Text>
  );
}

function Bullet({ text, theme }: { text: string; theme: Theme }) {
  return (
    <View style={theme.bulletRow} wrap={false}>
      <Text style={theme.bulletMark}>{BULLET}</Text>
      <Text style={theme.bulletText}>{text}</Text>
    </View>
  );
}

function SkillSection({ text, theme }: { text: ResumeText; theme: Theme }) {
  if (text.skills.length === 0) return null;
  const rows = text.skills.map((skill, i) => (
    <Text key={i} wrap={false}>
      {skill.category && (
        <Text style={theme.skillCategory}>{skill.technologies ? `${skill.category}:` : skill.category}</Text>
      )}
      {skill.category && skill.technologies ? ` ${skill.technologies}` : skill.technologies}
    </Text>
  ));
  const [first, ...rest] = rows;
  return (
    <>
      <View wrap={false}>
        <SectionHeading title={SECTION_TITLES.skills} theme={theme} />
        {first}
      </View>
      {rest}
    </>
  );
}
