import { describe, it, expect } from 'vitest';
import {
  extractCertifications,
  extractPublications,
  isUndatedList,
  joinTiers,
  splitAtBoldLead,
} from './extract-credentials.ts';
import { makeLine } from './test-files/make-line.ts';

describe('splitAtBoldLead', () => {
  it('cuts the first part where a bold name gives way to a regular issuer', () => {
    const line = makeLine('Google Professional Cloud Developer Google Cloud Jul 2022', {
      parts: ['Google Professional Cloud Developer Google Cloud', 'Jul 2022'],
      boldLead: 'Google Professional Cloud  Developer',
    });
    expect(splitAtBoldLead(line).parts).toEqual(['Google Professional Cloud Developer', 'Google Cloud', 'Jul 2022']);
  });

  it('leaves the line as it is when the bold text is not its start or nothing but punctuation follows', () => {
    const other = makeLine('Databricks Certified Data Engineer', { boldLead: 'Snowflake' });
    expect(splitAtBoldLead(other)).toBe(other);
    const tail = makeLine('Lean Six Sigma Green Belt:', { boldLead: 'Lean Six Sigma Green Belt' });
    expect(splitAtBoldLead(tail)).toBe(tail);
    const none = makeLine('Lean Six Sigma Green Belt ASQ');
    expect(splitAtBoldLead(none)).toBe(none);
  });
});

describe('joinTiers', () => {
  it('keeps a level set apart by a dash or a line break with its name', () => {
    expect(
      joinTiers(
        ['AWS Certified Solutions Architect', 'Associate', 'Amazon Web Services'],
        'AWS Certified Solutions Architect – Associate\nAmazon Web Services',
      ),
    ).toEqual(['AWS Certified Solutions Architect – Associate', 'Amazon Web Services']);
    expect(
      joinTiers(
        ['Microsoft Certified: Azure Developer', 'Associate', 'Microsoft'],
        'Microsoft Certified: Azure Developer\nAssociate\nMicrosoft',
      ),
    ).toEqual(['Microsoft Certified: Azure Developer Associate', 'Microsoft']);
  });

  it('leaves an issuer that is not a level alone', () => {
    const pieces = ['Google Professional Cloud Developer', 'Google Cloud'];
    expect(joinTiers(pieces, 'Google Professional Cloud Developer, Google Cloud')).toBe(pieces);
  });
});

describe('extractCertifications with typography and levels', () => {
  it('reads `**Name** Issuer  Date` rows and `Name – Associate` names', () => {
    const certs = extractCertifications([
      makeLine('Databricks Certified Data Engineer Associate Databricks Apr 2020', {
        parts: ['Databricks Certified Data Engineer Associate Databricks', 'Apr 2020'],
        boldLead: 'Databricks Certified Data Engineer Associate',
      }),
      makeLine('AWS Certified Solutions Architect – Associate, Amazon Web Services, Dec 2020'),
    ]);
    expect(certs.map((c) => [c.name, c.issuer, c.date])).toEqual([
      ['Databricks Certified Data Engineer Associate', 'Databricks', 'Apr 2020'],
      ['AWS Certified Solutions Architect – Associate', 'Amazon Web Services', 'Dec 2020'],
    ]);
  });

  it('reads a bold title and its publisher the same way', () => {
    const [pub, second] = extractPublications([
      makeLine('Practical Lessons from Migrating to Kubernetes ACM Queue May 2024', {
        parts: ['Practical Lessons from Migrating to Kubernetes ACM Queue', 'May 2024'],
        boldLead: 'Practical Lessons from Migrating to Kubernetes',
      }),
      makeLine('Lessons from Remote Team Leadership in Harvard Business Review Nov 2018', {
        parts: ['Lessons from Remote Team Leadership in Harvard Business Review', 'Nov 2018'],
        boldLead: 'Lessons from Remote Team Leadership',
      }),
    ]);
    expect(pub).toMatchObject({ title: 'Practical Lessons from Migrating to Kubernetes', publisher: 'ACM Queue' });
    expect(second).toMatchObject({
      title: 'Lessons from Remote Team Leadership',
      publisher: 'Harvard Business Review',
    });
  });
});

describe('extractCertifications with the issuer first and link lines', () => {
  it('puts an issuer written over its credential after it, leaves out a link line, and keeps an organisation as issuer', () => {
    const certs = extractCertifications([
      makeLine('Pivotal', { y: 100, isBold: true, gapAbove: 0.7 }),
      makeLine('Certified Spring Professional, November 2016', {
        y: 112,
        gapAbove: 0.2,
        parts: ['Certified Spring Professional,', 'November 2016'],
      }),
      makeLine('Link to Certificate', { y: 124, gapAbove: 0.2 }),
      makeLine('ACCA Qualification', { y: 140, isBold: true, gapAbove: 0.7 }),
      makeLine('Association of Chartered Certified Accountants, October 2023', {
        y: 152,
        gapAbove: 0.2,
        parts: ['Association of Chartered Certified Accountants,', 'October 2023'],
      }),
    ]);
    expect(certs.map((c) => [c.name, c.issuer, c.date])).toEqual([
      ['Certified Spring Professional', 'Pivotal', 'November 2016'],
      ['ACCA Qualification', 'Association of Chartered Certified Accountants', 'October 2023'],
    ]);
  });

  it('keeps the order of a name wrapped onto a second piece that reads as a credential', () => {
    const certs = extractCertifications([
      makeLine('Business Valuation, Analyst (FMVA), Jun 2023'),
      makeLine('HubSpot Inbound Marketing, Certification, Sep 2023'),
      makeLine('IBM Data Science, Professional Certificate, Oct 2021'),
    ]);
    expect(certs.map((c) => c.name)).toEqual(['Business Valuation', 'HubSpot Inbound Marketing', 'IBM Data Science']);
  });

  it('reads a name that wraps after a comma and lists with `, and` as one name', () => {
    const certs = extractCertifications([
      makeLine('Improving Deep Neural Networks: Hyperparameter Tuning, Regularization,', { y: 100 }),
      makeLine('and Optimization – DeepLearning.AI (Feb 2022)', { y: 112 }),
      makeLine('Neural Networks and Deep Learning – deeplearning.ai (Oct 2020)', { y: 124 }),
    ]);
    expect(certs.map((c) => [c.name, c.issuer, c.date])).toEqual([
      [
        'Improving Deep Neural Networks: Hyperparameter Tuning, Regularization, and Optimization',
        'DeepLearning.AI',
        'Feb 2022',
      ],
      ['Neural Networks and Deep Learning', 'deeplearning.ai', 'Oct 2020'],
    ]);
  });
});

describe('extractPublications with one bullet an entry', () => {
  it('cuts no hyphenated word that ends like a link word, and keeps an issuer line under a short bulleted name', () => {
    const pubs = extractPublications([
      makeLine('Sustaining Open-Source, ACM Queue, 2021'),
      makeLine('Funding Open Source Maintainers, IEEE Software, 2020'),
    ]);
    expect(pubs.map((p) => p.title)).toEqual(['Sustaining Open-Source', 'Funding Open Source Maintainers']);
    const certs = extractCertifications([
      makeLine('Professional Scrum Master I', { isBullet: true, right: 200 }),
      makeLine('Scrum.org – March 2021', { gapAbove: 0.2, right: 180 }),
      makeLine('AWS Certified Developer – Associate, Amazon, 2020', { isBullet: true, gapAbove: 0.8 }),
    ]);
    expect(certs.map((c) => [c.name, c.issuer])).toEqual([
      ['Professional Scrum Master I', 'Scrum.org'],
      ['AWS Certified Developer – Associate', 'Amazon'],
    ]);
  });

  it('reads each bullet and the lines it wraps onto as one title, without a link word after it', () => {
    const pubs = extractPublications([
      makeLine('Effects of zoning on property values and impact assessment of changes in land use: Source', {
        isBullet: true,
        x: 48,
      }),
      makeLine('Spatial thinking in planning practice and its use in municipal land-use', {
        isBullet: true,
        x: 48,
        gapAbove: 0.8,
      }),
      makeLine('decisions [PDF]', { x: 56, gapAbove: 0.2 }),
    ]);
    expect(pubs.map((p) => p.title)).toEqual([
      'Effects of zoning on property values and impact assessment of changes in land use',
      'Spatial thinking in planning practice and its use in municipal land-use decisions',
    ]);
  });

  it('does not run a grid row of bulleted items side by side into one name', () => {
    const certs = extractCertifications([
      makeLine('Critical Care Registered Nurse (CCRN)· AACN • Pediatric Advanced Life Support (PALS)· American Heart', {
        isBullet: true,
        parts: [
          'Critical Care Registered Nurse (CCRN)· AACN',
          '• Pediatric Advanced Life Support (PALS)· American Heart',
        ],
      }),
      makeLine('Certification Corporation(Feb 2022) Association(Oct 2019)', {
        gapAbove: 0.3,
        parts: ['Certification Corporation(Feb 2022)', 'Association(Oct 2019)'],
      }),
    ]);
    // The other readings do not read such a grid well either (the second item comes out as the
    // issuer); what this guards is that the row is not run together into one name.
    expect(certs.some((c) => c.name.includes('•'))).toBe(false);
  });
});

describe('extractCertifications with one entry under its date', () => {
  it('reads `Jun 2020` / name / issuer as one certificate', () => {
    const certs = extractCertifications([
      makeLine('Juin 2020'),
      makeLine('Google Ads Search Certification'),
      makeLine('Google'),
    ]);
    expect(certs.map((c) => [c.name, c.issuer, c.date])).toEqual([
      ['Google Ads Search Certification', 'Google', 'Jun 2020'],
    ]);
  });
});

describe('extractCertifications with undated rows', () => {
  it('reads each `Name : Issuer` row as one certificate', () => {
    const lines = [
      makeLine('Certified Kubernetes Application Developer (CKAD) : The Linux Foundation'),
      makeLine('AWS Certified Solutions Architect – Associate : Amazon Web Services'),
    ];
    expect(isUndatedList(lines)).toBe(true);
    expect(extractCertifications(lines).map((c) => [c.name, c.issuer, c.date])).toEqual([
      ['Certified Kubernetes Application Developer (CKAD)', 'The Linux Foundation', ''],
      ['AWS Certified Solutions Architect – Associate', 'Amazon Web Services', ''],
    ]);
  });

  it('does not read a wrapped name or a dated list as undated rows', () => {
    expect(isUndatedList([makeLine('Microsoft Certified: Azure Developer'), makeLine('Associate')])).toBe(false);
    expect(isUndatedList([makeLine('PMP, PMI, 2021'), makeLine('CSCP, ASCM, 2020')])).toBe(false);
  });
});

describe('extractCertifications with a labelled issuer', () => {
  it('takes `Issued by:` as the issuer wherever it stands', () => {
    const certs = extractCertifications([
      makeLine('Mar 2020'),
      makeLine('Issued by: The Linux Foundation'),
      makeLine('Certified Kubernetes Application Developer (CKAD)'),
      makeLine('Oct 2019'),
      makeLine('Issued by: Amazon Web Services'),
      makeLine('AWS Certified Solutions Architect – Associate'),
    ]);
    expect(certs.map((c) => [c.name, c.issuer, c.date])).toEqual([
      ['Certified Kubernetes Application Developer (CKAD)', 'The Linux Foundation', 'Mar 2020'],
      ['AWS Certified Solutions Architect – Associate', 'Amazon Web Services', 'Oct 2019'],
    ]);
  });
});

describe('extractPublications with a labelled date', () => {
  it('keeps `Published on: Nov 01, 2019` a date, not the publisher', () => {
    const [pub] = extractPublications([
      makeLine('Mentoring Early-Career Professionals, Medium'),
      makeLine('Published on: Nov 01, 2019'),
      makeLine('Nurse-Led Rounding and Patient Satisfaction, American Journal of Nursing'),
      makeLine('Published on: Sep 01, 2021'),
    ]);
    expect(pub).toMatchObject({ title: 'Mentoring Early-Career Professionals', publisher: 'Medium', date: 'Nov 2019' });
  });
});

describe('extractPublications with `Published by` under the title', () => {
  it('keeps an ` in ` inside the title when the publisher is labelled', () => {
    const [pub] = extractPublications([
      makeLine('Working-Capital Discipline in Mid-Market Firms 09/2024', {
        parts: ['Working-Capital Discipline in Mid-Market Firms', '09/2024'],
      }),
      makeLine('Published by CFO Magazine'),
      makeLine('Forecast Accuracy and Rolling Budgets 02/2022', {
        parts: ['Forecast Accuracy and Rolling Budgets', '02/2022'],
      }),
      makeLine('Published by Journal of Corporate Accounting & Finance'),
    ]);
    expect(pub).toMatchObject({ title: 'Working-Capital Discipline in Mid-Market Firms', publisher: 'CFO Magazine' });
  });
});

describe('extractPublications where a word could cut the title', () => {
  it('keeps `in` and `at` inside a title, and cuts `Title. Venue` and `Title in Venue`', () => {
    const dated = (text: string) => makeLine(text);
    const pubs = extractPublications([
      dated('Bias in Credit Scoring Models 2024-06'),
      dated('A Practical Guide to Experimentation at Scale April 2023'),
      dated('Reducing CLABSI Through Bundle Audits. Journal of Nursing Care Quality, 06/2024'),
      dated('Scaling Payments in IEEE Software, 2021'),
    ]);
    expect(pubs.map((p) => [p.title, p.publisher])).toEqual([
      ['Bias in Credit Scoring Models', ''],
      ['A Practical Guide to Experimentation at Scale', ''],
      ['Reducing CLABSI Through Bundle Audits', 'Journal of Nursing Care Quality'],
      ['Scaling Payments', 'IEEE Software'],
    ]);
  });
});

describe('extractPublications with `Published in` above the title', () => {
  it('takes the labelled venue above the title as the publisher, not as the title', () => {
    const pubs = extractPublications([
      makeLine('2017-02', { gapAbove: 1.5 }),
      makeLine('Published in Harvard Business Review (online)'),
      makeLine('Lessons from Remote Team Leadership', { size: 12 }),
      makeLine('2024-05', { gapAbove: 1.5 }),
      makeLine('Published in ACM Queue'),
      makeLine('Practical Lessons from Migrating to Kubernetes', { size: 12 }),
    ]);
    expect(pubs.map((p) => [p.title, p.publisher])).toEqual([
      ['Lessons from Remote Team Leadership', 'Harvard Business Review (online)'],
      ['Practical Lessons from Migrating to Kubernetes', 'ACM Queue'],
    ]);
  });
});

describe('extractPublications with a bold label before the venue', () => {
  it('reads `**Published by** Journal` as the venue, not the label', () => {
    const [pub] = extractPublications([
      makeLine('Forecasting Hospital Bed Demand with Gradient Boosting ‖ 2023-05', {
        parts: ['Forecasting Hospital Bed Demand with Gradient Boosting', '2023-05'],
      }),
      makeLine('Published by Journal of Healthcare Informatics', { size: 9, boldLead: 'Published by' }),
    ]);
    expect(pub).toMatchObject({ publisher: 'Journal of Healthcare Informatics', date: '2023-05' });
  });
});

describe('extractPublications with a wrapped title', () => {
  it('joins a title line ending in `to` with the line below it in the same type', () => {
    const [pub] = extractPublications([
      makeLine('Practical Lessons from Migrating to', { size: 16, isBold: true }),
      makeLine('Kubernetes', { size: 16, isBold: true }),
      makeLine('Published by ACM Queue'),
      makeLine('Oct 2024'),
    ]);
    expect(pub).toMatchObject({
      title: 'Practical Lessons from Migrating to Kubernetes',
      publisher: 'ACM Queue',
      date: 'Oct 2024',
    });
  });

  it('keeps two titles apart when the first ends on a word a title may end on', () => {
    const pubs = extractPublications([
      makeLine('Scaling Postgres for Analytics, 2021', { isBold: true }),
      makeLine('Lessons from Remote Team Leadership, 2019', { isBold: true }),
    ]);
    expect(pubs.map((p) => p.title)).toEqual(['Scaling Postgres for Analytics', 'Lessons from Remote Team Leadership']);
  });
});

describe('extractCertifications in a narrow sidebar', () => {
  // LinkedIn's own PDF: one name an item, a gap between items, long names wrapped at the column's edge.
  const item = (text: string, gapAbove: number, right: number) => makeLine(text, { x: 49, gapAbove, right });
  const page = [item('www.linkedin.com/in/kanderso', 0.7, 178), item('English (Native or Bilingual)', 1, 170)];

  it('reads each gapped item as one certification, its wrapped lines joined', () => {
    const lines = [
      item('Tableau Desktop Specialist', 1, 160),
      item('Google Data Analytics', 0.6, 150),
      item('Professional Certificate', 0.3, 150),
      item('SnowPro Core Certification', 0.7, 165),
    ];
    expect(extractCertifications(lines, [...page, ...lines]).map((c) => [c.name, c.issuer])).toEqual([
      ['Tableau Desktop Specialist', ''],
      ['Google Data Analytics Professional Certificate', ''],
      ['SnowPro Core Certification', ''],
    ]);
  });

  it("joins no line onto a name that stops short of a wide column's edge (an issuer set tight under it)", () => {
    const lines = [
      item('AWS Certified Solutions Architect', 1, 250),
      item('Amazon Web Services', 0.3, 160),
      item('Certified Kubernetes Administrator', 0.7, 255),
      item('The Linux Foundation', 0.3, 170),
    ];
    const mainColumn = makeLine('A line of the main column that runs across the page to its right margin', {
      x: 49,
      right: 560,
    });
    const read = extractCertifications(lines, [...lines, mainColumn]);
    expect(read.map((c) => c.name)).not.toContain('AWS Certified Solutions Architect Amazon Web Services');
    expect(read).toEqual(extractCertifications(lines));
  });
});

describe('extractCertifications with a sentence about the certificate after a dash', () => {
  it('keeps the name alone, and a short piece after a dash as part of it', () => {
    const lines = [
      makeLine(
        'Tally ERP 9 — Professional Certification in digital financial accounting, ledger maintenance, and corporate',
        {
          isBullet: true,
        },
      ),
      makeLine('financial reporting.', { x: 71 }),
      makeLine('AWS Certified Solutions Architect – Associate', { isBullet: true }),
    ];
    expect(extractCertifications(lines).map((c) => c.name)).toEqual([
      'Tally ERP 9',
      'AWS Certified Solutions Architect – Associate',
    ]);
  });
});
