import { StyleSheet } from '@react-pdf/renderer';
import { FONT_FAMILY } from './fonts.ts';
import type { TemplateName } from './templates.ts';

/**
 * Every template is one column in reading order, with no text transforms or letter spacing:
 * uppercase styling or spaced letters change what a text extractor reads ("E X P E R I E N C E").
 * Templates differ in type sizes, spacing, rules and colour only.
 */
export type Theme = ReturnType<typeof buildTheme>;

interface ThemeSettings {
  base: number;
  nameSize: number;
  margin: number;
  accent: string;
  muted: string;
  isNameCentered: boolean;
  sectionGap: number;
  entryGap: number;
  headingRule: string;
}

function buildTheme(t: ThemeSettings) {
  return StyleSheet.create({
    page: { fontFamily: FONT_FAMILY, fontSize: t.base, lineHeight: 1.3, padding: t.margin, color: '#111111' },
    header: { marginBottom: t.sectionGap, textAlign: t.isNameCentered ? 'center' : 'left' },
    name: { fontSize: t.nameSize, fontWeight: 'bold', color: t.accent, marginBottom: 2, lineHeight: 1.15 },
    contactRow: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: t.isNameCentered ? 'center' : 'flex-start' },
    contact: { color: t.muted },
    link: { color: t.muted, textDecoration: 'none' },
    sectionHeading: {
      fontSize: t.base + 2,
      fontWeight: 'bold',
      color: t.accent,
      borderBottomWidth: 0.8,
      borderBottomColor: t.headingRule,
      paddingBottom: 1,
      marginTop: t.sectionGap,
      marginBottom: t.entryGap,
    },
    entryStart: { marginTop: t.entryGap + 1 },
    entryHeader: { flexDirection: 'row', justifyContent: 'space-between' },
    entryHeading: { flex: 1, paddingRight: 8 },
    entryTitle: { fontWeight: 'bold' },
    entryDates: { flexShrink: 0, color: t.muted },
    detail: { color: t.muted },
    bulletRow: { flexDirection: 'row', paddingLeft: 6 },
    bulletMark: { width: 9 },
    bulletText: { flex: 1 },
    paragraph: {},
    skillCategory: { fontWeight: 'bold' },
  });
}

const THEMES: Record<TemplateName, Theme> = {
  classic: buildTheme({
    base: 10.5,
    nameSize: 18,
    margin: 44,
    accent: '#111111',
    muted: '#333333',
    isNameCentered: true,
    sectionGap: 9,
    entryGap: 5,
    headingRule: '#111111',
  }),
  modern: buildTheme({
    base: 10,
    nameSize: 24,
    margin: 40,
    accent: '#1d4e89',
    muted: '#4a5563',
    isNameCentered: false,
    sectionGap: 10,
    entryGap: 6,
    headingRule: '#9fb6d3',
  }),
  compact: buildTheme({
    base: 8.8,
    nameSize: 15,
    margin: 28,
    accent: '#111111',
    muted: '#333333',
    isNameCentered: false,
    sectionGap: 5,
    entryGap: 3,
    headingRule: '#777777',
  }),
};

export function getTheme(template: TemplateName): Theme {
  return THEMES[template];
}
