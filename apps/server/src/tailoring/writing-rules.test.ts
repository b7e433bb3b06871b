import { describe, expect, it } from 'vitest';
import { resumeSchema, type Resume } from '@vitae/shared/resume/schema';
import { composeProfile } from './compose-profile.ts';
import { addConfirmedSkill } from './confirm-skill.ts';
import { extractJobKeywords } from './job-keywords.ts';
import { countDoubledWords, mirrorJobTerms } from './rank-lines.ts';
import { scoreMatch } from './tailor-resume.ts';
import { tailorSkills } from './tailor-skills.ts';
import { guardTailoredResume } from './guard.ts';

const NOW = new Date('2026-01-15');

const MARKETING_JOB = `Growth Marketing Manager
Acme builds innovative furnishings for a functioning webcam generation. Click Easy Apply below.

Requirements:
- B2B SaaS experience
- Run campaigns across Google Ads and paid social
- HubSpot and Mailchimp
- A/B testing of landing pages
- Strong copywriting`;

function marketer(profile: string): Resume {
  return resumeSchema.parse({
    fullName: 'Maya Kent',
    profile,
    experience: [
      {
        title: 'VP Marketing',
        company: 'Brightline',
        start: 'Jan 2019',
        end: 'Present',
        description: [
          'Ran B2B campaigns in HubSpot and Mailchimp for a SaaS product.',
          'Ran A/B tests on landing pages that lifted sign-ups 18%.',
          'Managed Google Ads budgets of $40k a month.',
        ],
      },
    ],
    skills: [{ category: 'Analytics', technologies: ['SQL', 'Looker'] }],
  });
}

describe('the profile', () => {
  it("keeps the person's sentences and their year count, never adding a second one", () => {
    const resume = marketer('Data-driven marketer with nearly 12 years of experience in e-commerce. I love a brief.');
    const profile = composeProfile(resume, extractJobKeywords(MARKETING_JOB), NOW, 'Growth Marketing Manager');
    expect(profile).toContain('Data-driven marketer with nearly 12 years of experience in e-commerce.');
    expect(profile.match(/\d+\+? years/g)).toEqual(['12 years']);
    expect(profile).not.toMatch(/\bB2B\b|\bcampaigns\b|Marketing Manager/);
  });

  it('without a profile, one year count from the dates and no markets or titles as skills', () => {
    const profile = composeProfile(marketer(''), extractJobKeywords(MARKETING_JOB), NOW, 'Growth Marketing Manager');
    expect(profile).toMatch(/^VP Marketing with 7 years of experience\. Hands-on experience with /);
    expect(profile.match(/years/g)).toHaveLength(1);
    const skillsSentence = profile.split('. ')[1]!;
    expect(skillsSentence).toMatch(/Google Ads/);
    expect(skillsSentence, profile).not.toMatch(/\bB2B\b|\bSaaS\b|\bcampaigns\b|paid social/i);
  });
});

describe('rewording', () => {
  const keywords = extractJobKeywords('We need .Net, Javascript, SQL Server, RESTful services and PostgreSQL.');
  it("keeps the person's spelling of the same name", () => {
    expect(mirrorJobTerms('Built .NET services in JavaScript.', keywords)).toBe('Built .NET services in JavaScript.');
  });
  it('swaps a synonym name for the job’s, but never into a doubled word or a broken phrase', () => {
    expect(mirrorJobTerms('Tuned Postgres queries.', keywords)).toBe('Tuned PostgreSQL queries.');
    expect(mirrorJobTerms('Migrated MSSQL Server databases.', keywords)).toBe('Migrated MSSQL Server databases.');
    expect(mirrorJobTerms('Designed a b2b REST API for partners.', keywords)).toBe(
      'Designed a b2b REST API for partners.',
    );
    expect(countDoubledWords('SQL Server Server')).toBe(1);
  });
});

describe('the skills list', () => {
  it('adds proven skills to a fitting category or a named new one, never markets, nouns or titles', () => {
    const resume = marketer('');
    const skills = tailorSkills(resume, extractJobKeywords(MARKETING_JOB), 'Growth Marketing Manager');
    const all = skills.flatMap((s) => s.technologies);
    expect(all).toEqual(expect.arrayContaining(['HubSpot', 'Mailchimp', 'Google Ads', 'A/B testing']));
    expect(all.map((t) => t.toLowerCase())).not.toEqual(expect.arrayContaining(['b2b']));
    expect(all.map((t) => t.toLowerCase())).not.toContain('campaigns');
    expect(all.map((t) => t.toLowerCase())).not.toContain('saas');
    // Not from the posting alone: the resume never shows copywriting or paid social.
    expect(all.map((t) => t.toLowerCase())).not.toContain('copywriting');
    // Google Ads shows paid media by definition, not the posting's narrower "paid social".
    expect(all.map((t) => t.toLowerCase())).not.toContain('paid social');
    // Marketing tools do not go under a data "Analytics" category: a new "Marketing" one holds them.
    expect(skills.find((s) => s.category === 'Analytics')!.technologies).not.toContain('HubSpot');
    expect(skills.find((s) => s.category === 'Marketing')!.technologies).toEqual(
      expect.arrayContaining(['HubSpot', 'Mailchimp']),
    );
  });

  it("an incident-response resume lists the person's words, not the posting's on-call", () => {
    const resume = resumeSchema.parse({
      experience: [{ title: 'SRE', company: 'X', start: '2020', description: ['Led incident response for payments.'] }],
      skills: [{ category: 'Skills', technologies: ['Linux'] }],
    });
    const all = tailorSkills(resume, extractJobKeywords('Requirements: on-call duty and Linux.')).flatMap(
      (s) => s.technologies,
    );
    expect(all).toContain('Incident response');
    expect(all).not.toContain('On-call');
  });

  it('uses the job\'s words for the same thing ("inventory" shows "inventory management"), and a title\'s first word is no title', () => {
    const resume = resumeSchema.parse({
      experience: [
        {
          title: 'Logistics Coordinator',
          company: 'X',
          start: '2020',
          description: ['Ran logistics and inventory counts.'],
        },
      ],
      skills: [{ category: 'Skills', technologies: ['Excel'] }],
    });
    const all = tailorSkills(
      resume,
      extractJobKeywords('Requirements: inventory management, logistics, Excel.'),
    ).flatMap((s) => s.technologies.map((t) => t.toLowerCase()));
    expect(all).toEqual(expect.arrayContaining(['inventory management', 'logistics']));
  });

  it('never lists a verb: "Mentored two engineers" is listed as the job\'s "mentoring"', () => {
    const resume = resumeSchema.parse({
      experience: [{ title: 'Engineer', company: 'X', start: '2020', description: ['Mentored two engineers.'] }],
      skills: [{ category: 'Skills', technologies: ['Linux'] }],
    });
    const all = tailorSkills(resume, extractJobKeywords('Requirements: mentoring and Linux.')).flatMap(
      (s) => s.technologies,
    );
    expect(all).not.toContain('Mentored');
    expect(all.map((t) => t.toLowerCase())).toContain('mentoring');
  });
});

describe('the report', () => {
  it('lists real requirements as missing, not company blurb', () => {
    const { missing, matched } = scoreMatch(marketer(''), MARKETING_JOB, NOW);
    expect(missing.join(' ')).not.toMatch(/webcam|furnishings|click|easy/i);
    expect(matched).toEqual(expect.arrayContaining(['A/B testing']));
  });

  it('counts removals: a score falls when a proven skill is taken out', () => {
    const resume = marketer('');
    const before = scoreMatch(resume, MARKETING_JOB, NOW).score;
    resume.experience[0]!.description = resume.experience[0]!.description.slice(2);
    expect(scoreMatch(resume, MARKETING_JOB, NOW).score).toBeLessThan(before);
  });
});

describe('"I have this"', () => {
  it('adds the skill to a fitting category and the evidence to the role it names; the guard then accepts it', () => {
    const source = marketer('');
    const resume = addConfirmedSkill(source, 'Shopify', 'Ran the Brightline store on it for two years.', NOW);
    expect(resume.skills.flatMap((s) => s.technologies)).toContain('Shopify');
    expect(resume.experience[0]!.description.at(-1)).toBe('Shopify: Ran the Brightline store on it for two years.');
    const tailored = structuredClone(resume);
    tailored.profile = 'Marketer with Shopify experience.';
    expect(guardTailoredResume(resume, tailored, [], NOW).violations).toEqual([]);
    expect(guardTailoredResume(source, tailored, [], NOW).violations).not.toEqual([]);
    // Twice is once.
    expect(addConfirmedSkill(resume, 'Shopify', 'Ran the Brightline store on it for two years.', NOW)).toEqual(resume);
  });

  it('a long requirement is a line of evidence only, never a skill', () => {
    const resume = addConfirmedSkill(
      marketer(''),
      'Manage agency relationships across regions',
      'Managed three agencies at Brightline',
    );
    expect(resume.skills.flatMap((s) => s.technologies)).not.toContain('Manage agency relationships across regions');
    expect(resume.experience[0]!.description.at(-1)).toBe('Managed three agencies at Brightline.');
  });
});
