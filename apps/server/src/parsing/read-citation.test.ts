import { describe, it, expect } from 'vitest';
import { readCitation, splitReferences } from './read-citation.ts';
import { extractPublications } from './extract-credentials.ts';
import { makeLine } from './test-files/make-line.ts';

const OWNER = 'Helena Vasquez-Müller';

describe('readCitation', () => {
  it('reads authors, title and venue written as sentences (ACL style)', () => {
    const text =
      'H. Vasquez-Müller, J. Okafor, and P. Liang. Systematic generalisation without data augmentation. ' +
      'In Proceedings of ACL 2024, pages 1120–1134, 2024.';
    expect(readCitation(text, OWNER)).toEqual({
      title: 'Systematic generalisation without data augmentation',
      venue: 'Proceedings of ACL 2024',
      date: '2024',
    });
  });

  it('reads the authors and a year closed by a colon before the title (AMS style)', () => {
    const text =
      'Vasquez-Müller, H. and P. Liang, 2016: Quantifying the effect of aerosols on precipitation. ' +
      'Environmental Research Letters, 11, 034012, doi:10.1088/1748-9326/11/3/034012.';
    expect(readCitation(text, OWNER)).toMatchObject({
      title: 'Quantifying the effect of aerosols on precipitation',
      date: '2016',
    });
  });

  it('drops volume and pages from a journal venue', () => {
    const text =
      'R. Chen and H. Vasquez-Müller. Probing compositional structure in large language models. ' +
      'Transactions of the ACL, 11:455–471, 2023.';
    expect(readCitation(text, OWNER)).toEqual({
      title: 'Probing compositional structure in large language models',
      venue: 'Transactions of the ACL',
      date: '2023',
    });
  });

  it('reads the year in brackets after the authors (APA)', () => {
    const text =
      'Vasquez-Müller, H., Okafor, J., & Liang, P. (2022). Span-based semantic parsing for low-resource languages. ' +
      'Computational Linguistics, 48(2), 301–330.';
    expect(readCitation(text, OWNER)).toEqual({
      title: 'Span-based semantic parsing for low-resource languages',
      venue: 'Computational Linguistics',
      date: '2022',
    });
  });

  it('reads the year in brackets between the authors and the title with no full stop, and middle initials without one', () => {
    const text =
      'Helena Vasquez-Müller, Ali N Alagha, Wael Zaki, (2024) Phase transformation behavior of NiTi lattices. ' +
      'Journal of Materials Engineering and Performance, https://doi.org/10.1007/s11665-024-09162-7.';
    expect(readCitation(text, OWNER)).toEqual({
      title: 'Phase transformation behavior of NiTi lattices',
      venue: 'Journal of Materials Engineering and Performance',
      date: '2024',
    });
    const apa =
      'Helena Vasquez-Müller, Ali N Alagha (2023). Surface analysis of TPMS lattices. Journal of Manufacturing.';
    expect(readCitation(apa, OWNER)?.title).toBe('Surface analysis of TPMS lattices');
  });

  it("reads a month in APA's bracketed date as the date, whatever years follow, and drops a paper's status from its venue", () => {
    const text =
      'Okafor, J., Vasquez-Müller, H. (Dec 2024). Quantifying wake-up events of post-operative patients. ' +
      'Submitted to American Academy of Otolaryngology 2025 Annual Meeting.';
    expect(readCitation(text, OWNER)).toEqual({
      title: 'Quantifying wake-up events of post-operative patients',
      venue: 'American Academy of Otolaryngology 2025 Annual Meeting',
      date: 'Dec 2024',
    });
    expect(
      readCitation(
        'Vasquez-Müller, H. (Jun 2024). Skull Base Plexiform Schwannoma. Published in Otolaryngology Case Reports Vol. 31.',
        OWNER,
      ),
    ).toEqual({ title: 'Skull Base Plexiform Schwannoma', venue: 'Otolaryngology Case Reports', date: 'Jun 2024' });
  });

  it('reads a quoted title (IEEE)', () => {
    const text = 'H. Vasquez-Müller and C. Manning, “Neural parsers that generalise,” in Proc. EMNLP, 2021, pp. 55–64.';
    expect(readCitation(text, OWNER)).toEqual({
      title: 'Neural parsers that generalise',
      venue: 'Proc. EMNLP',
      date: '2021',
    });
  });

  it('takes full names as authors when the CV owner is among them', () => {
    const text = 'Helena Vasquez-Müller and Rui Chen. Probing compositional structure. Findings of EMNLP, 2023.';
    expect(readCitation(text, OWNER)?.title).toBe('Probing compositional structure');
    // Without the owner, title-case phrases are not taken for names.
    expect(readCitation(text, 'Someone Else')).toBeNull();
  });

  it('drops a year set as a sentence of its own after the authors (ACM)', () => {
    const text = 'H. Vasquez-Müller and P. Liang. 2024. Systematic Generalisation. In Proc. CCS 24. ACM, 1120–1134.';
    expect(readCitation(text, OWNER)).toMatchObject({ title: 'Systematic Generalisation', date: '2024' });
  });

  it('takes no year from a DOI or a link, and the month printed before the year', () => {
    const text =
      'H. Vasquez-Müller and P. Liang, “Neural parsing,” IEEE TPAMI, Mar. 2024, doi: 10.1109/TPAMI.2023.12345.';
    expect(readCitation(text, OWNER)?.date).toBe('Mar. 2024');
  });

  it('reads the month before the year in the languages dates are read in, and drops it from the venue', () => {
    const text = 'H. Vasquez-Müller and P. Liang. Analyse syntaxique neuronale. Actes de TALN, juillet 2022.';
    expect(readCitation(text, OWNER)).toMatchObject({ venue: 'Actes de TALN', date: 'juillet 2022' });
    // `Mag.` is a magazine's, not a month.
    const magazine = 'H. Vasquez-Müller and P. Liang. Deep nets for radios. IEEE Commun. Mag. 2019.';
    expect(readCitation(magazine, OWNER)).toMatchObject({ venue: 'IEEE Commun. Mag', date: '2019' });
  });

  it('reads a title printed before its authors', () => {
    const text =
      'Neural parsing at scale. H. Vasquez-Müller, P. Liang and J. Okafor. Phys. Rev. Lett. 120, 1234 (2018).';
    expect(readCitation(text, OWNER)).toMatchObject({
      title: 'Neural parsing at scale',
      venue: 'Phys. Rev. Lett',
      date: '2018',
    });
    expect(
      readCitation('Neural parsing at scale. Systems and methods. Phys. Rev. Lett. 120 (2018).', OWNER),
    ).toBeNull();
  });

  it('reads a quoted title after authors ending in an initial and a year set off by a dash', () => {
    const text = 'Xiao, M., Liang, P., 2021. - “Plummeting costs of renewables” Energy Strategy Reviews';
    expect(readCitation(text, 'Someone Else')).toMatchObject({
      title: 'Plummeting costs of renewables',
      venue: 'Energy Strategy Reviews',
      date: '2021',
    });
  });

  it('keeps a question in a title whole', () => {
    const text =
      'H. Vasquez-Müller and P. Liang. Do language models generalise? A study of parsing. In Proc. ACL, 2023.';
    expect(readCitation(text, OWNER)?.title).toBe('Do language models generalise? A study of parsing');
  });

  it('matches the owner as a whole name, not inside a word', () => {
    expect(readCitation('Public Policy. Journal of Health, 2021.', 'Wei Li')).toBeNull();
    expect(readCitation('U.S. Foreign Policy. Foreign Affairs, 2021.', OWNER)).toBeNull();
    expect(
      readCitation('W. Li and J. Okafor. Public policy and health. Journal of Health, 2021.', 'Wei Li')?.title,
    ).toBe('Public policy and health');
  });

  it('reads a crafted run of 50,000 characters as no reference, at once', () => {
    const started = performance.now();
    expect(readCitation(`H. Smith. Title. ${'1'.repeat(50_000)}x`, OWNER)).toBeNull();
    expect(readCitation(`H. Smith. Title. ${' '.repeat(50_000)}x`, OWNER)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('ends the authors at their last initial when the title follows a full stop (Nature)', () => {
    const text =
      'Vasquez-Müller, H., Okafor, J. & Liang, P. Cross-lingual transfer in morphologically rich languages. ' +
      'Nat. Mach. Intell. 4, 512–520 (2022).';
    expect(readCitation(text, OWNER)).toEqual({
      title: 'Cross-lingual transfer in morphologically rich languages',
      venue: 'Nat. Mach. Intell',
      date: '2022',
    });
  });

  it('reads initials written without full stops and a venue with its year before the volume (Vancouver)', () => {
    const text =
      'Okafor J, Vasquez-Müller H, Liang PJ. Tokenisation choices and their cost in clinical notes. ' +
      'J Biomed Inform. 2021;118(4):103–110.';
    expect(readCitation(text, OWNER)).toEqual({
      title: 'Tokenisation choices and their cost in clinical notes',
      venue: 'J Biomed Inform',
      date: '2021',
    });
  });

  it('ends the authors at a colon (Springer LNCS)', () => {
    const text =
      'Liang, P., Vasquez-Müller, H.: Few-shot semantic parsing with retrieved exemplars. ' +
      'In: Proc. ECIR, pp. 88–102. Springer (2020).';
    expect(readCitation(text, OWNER)).toEqual({
      title: 'Few-shot semantic parsing with retrieved exemplars',
      venue: 'Proc. ECIR',
      date: '2020',
    });
  });

  it('takes no initial-ending words of a title as authors without the owner', () => {
    // `Vitamin D` ends in a capital and a full stop, as an initial does; it is no author.
    const text = 'Okafor, J., Liang, P. Effects of vitamin D. Nutrients 12, 40–49 (2020).';
    expect(readCitation(text, 'Someone Else')?.title).toBe('Effects of vitamin D');
  });

  it('reads a quoted title that opens the entry, with no authors before it', () => {
    expect(readCitation('“Logic in the Tractatus”. Review of Symbolic Logic (2017) 10: 1-50.', OWNER)).toEqual({
      title: 'Logic in the Tractatus',
      venue: 'Review of Symbolic Logic',
      date: '2017',
    });
    expect(readCitation('“Nurse-Led Rounding” American Journal of Nursing, 01/2023', OWNER)).toEqual({
      title: 'Nurse-Led Rounding',
      venue: 'American Journal of Nursing',
      date: '01/2023',
    });
    expect(readCitation('“Lessons from Remote Team Leadership”, Harvard Business Review (Jul 2019)', OWNER)).toEqual({
      title: 'Lessons from Remote Team Leadership',
      venue: 'Harvard Business Review',
      date: 'Jul 2019',
    });
  });

  it('reads no citation in a title followed by its venue', () => {
    expect(readCitation('Practical Lessons from Migrating to Kubernetes. InfoQ, 2023.', OWNER)).toBeNull();
    expect(readCitation('Scaling Postgres at Acme, Engineering Blog, Mar 2022', OWNER)).toBeNull();
    expect(readCitation('Deep Learning, Big Data. Data Science Review, 2021.', OWNER)).toBeNull();
    expect(readCitation('Volume II, Part IV. Collected essays. Oxford Press, 2019.', OWNER)).toBeNull();
  });
});

describe('splitReferences', () => {
  it('cuts a numbered list at its numbers and joins wrapped lines', () => {
    const lines = [
      makeLine('[1] H. Vasquez-Müller and P. Liang. Systematic generalisation without data aug-', { x: 79 }),
      makeLine('mentation. In Proceedings of ACL 2024, 2024.', { x: 96 }),
      makeLine('[2] R. Chen and H. Vasquez-Müller. Probing compositional structure in large language models.', {
        x: 79,
      }),
      makeLine('Transactions of the ACL, 11:455–471, 2023.', { x: 96 }),
    ];
    expect(splitReferences(lines)).toEqual([
      'H. Vasquez-Müller and P. Liang. Systematic generalisation without data aug-mentation. In Proceedings of ACL 2024, 2024.',
      'R. Chen and H. Vasquez-Müller. Probing compositional structure in large language models. Transactions of the ACL, 11:455–471, 2023.',
    ]);
  });

  it('opens a reference at a list mark too when the reader took some of the numbers for marks', () => {
    const lines = [
      makeLine('J. L. Okafor. A symmetric hyperbolic formulation of the vacuum equations.', { x: 61, isBullet: true }),
      makeLine('Journal of Mathematical Physics 62, 062501 (2021).', { x: 61, gapAbove: 0.2 }),
      makeLine('10. N. Loutrel and J. L. Okafor. Second order perturbations of Kerr black holes.', { x: 43 }),
      makeLine('Phys. Rev. D 103, 104017 (2021).', { x: 61, gapAbove: 0.2 }),
      makeLine('9. W. East and J. L. Okafor. Evolution of Einstein-scalar-Gauss-Bonnet gravity.', { x: 48 }),
      makeLine('J. L. Okafor and F. Pretorius. Dynamics of EdGB gravity. Class. Quant. Grav. 37 (2020).', {
        x: 61,
        isBullet: true,
      }),
    ];
    expect(splitReferences(lines)).toHaveLength(4);
  });

  it('cuts entries that open with a quoted title there, joining a wrapped venue', () => {
    const lines = [
      makeLine('“A Practical Guide to Experimentation at Scale”, KDD', { x: 312, gapAbove: 0.75 }),
      makeLine('Workshop on Applied Data Science, Mar 2019', { x: 312, gapAbove: 0.15 }),
      makeLine('“Bias in Credit Scoring Models”, arXiv, Sep 2021', { x: 312, gapAbove: 0.45 }),
    ];
    expect(splitReferences(lines)).toEqual([
      '“A Practical Guide to Experimentation at Scale”, KDD Workshop on Applied Data Science, Mar 2019',
      '“Bias in Credit Scoring Models”, arXiv, Sep 2021',
    ]);
  });

  it('reads entries with their dates in a column of their own as one each, the date with it', () => {
    const lines = [
      makeLine('May 2024', { x: 62 }),
      makeLine('“Practical Lessons from Migrating to Kubernetes”, ACM', { x: 177, gapAbove: 0 }),
      makeLine('Queue', { x: 177, gapAbove: 0.17 }),
      makeLine('Jul 2019', { x: 62 }),
      makeLine('“Lessons from Remote Team Leadership”, Harvard Business', { x: 177, gapAbove: 0 }),
    ];
    expect(splitReferences(lines)).toEqual([
      '“Practical Lessons from Migrating to Kubernetes”, ACM Queue, May 2024',
      '“Lessons from Remote Team Leadership”, Harvard Business, Jul 2019',
    ]);
  });

  it('cuts flush references at their gaps when notes are indented under some of them', () => {
    const ref = (text: string, gapAbove: number) => makeLine(text, { x: 72, gapAbove });
    const note = (text: string) => makeLine(text, { x: 108, gapAbove: 1.2 });
    expect(
      splitReferences([
        ref('Ferraro, A. J., M. Collins, and F. H. Lambert, 2015: A hiatus in the stratosphere?. Nature', 1.2),
        ref('Climate Change, 5, 497-498.', 0.3),
        note('Citations: 1'),
        ref('Ferraro, A. J. and E. J. Highwood, 2014: A Risk-Based Framework for Assessing', 1.2),
        ref('Geoengineering. PLoS ONE, 9, e88849.', 0.3),
        note('Citations: 3'),
        note('Part of the PLOS collection'),
        ref('Ferraro, A. J., 2011: Stratospheric heating by geoengineering aerosols. Geophysical', 1.2),
        ref('Research Letters, 38.', 0.3),
      ]),
    ).toEqual([
      'Ferraro, A. J., M. Collins, and F. H. Lambert, 2015: A hiatus in the stratosphere?. Nature Climate Change, 5, 497-498. Citations: 1',
      'Ferraro, A. J. and E. J. Highwood, 2014: A Risk-Based Framework for Assessing Geoengineering. PLoS ONE, 9, e88849. Citations: 3 Part of the PLOS collection',
      'Ferraro, A. J., 2011: Stratospheric heating by geoengineering aerosols. Geophysical Research Letters, 38.',
    ]);
  });

  it('takes one list mark alone for a dash that wrapped to a line start, not for a list', () => {
    const ref = (text: string, gapAbove: number, isBullet = false) => makeLine(text, { x: 40, gapAbove, isBullet });
    expect(
      splitReferences([
        ref(
          'Okafor, J., Vasquez-Müller, H. (Oct 2024). Parotid oncocytoma recurring as carcinoma – a case report.',
          0.9,
        ),
        ref('Submitted to AHNS 2025.', 0.3),
        ref(
          'Liang, P., Vasquez-Müller, H. (Oct 2024). Black hairy tongue as a side effect of immune checkpoint inhibition',
          0.9,
        ),
        ref('a case report. Submitted to AHNS 2025.', 0.3, true),
        ref('Vasquez-Müller, H. (Aug 2024). Adverse events of the Doppler probe. Submitted to AHNS 2025.', 0.9),
      ]),
    ).toHaveLength(3);
  });

  it('gives a date printed under each reference to that reference, and keeps a hanging indent one reference a line', () => {
    const dated = splitReferences([
      makeLine('J. Smith, K. Doe. Deep learning for protein folding. Nature Methods'),
      makeLine('May 2021', { gapAbove: 0.2 }),
      makeLine('K. Doe, J. Smith. Graph networks in chemistry. Journal of Chemical Physics'),
      makeLine('June 2020', { gapAbove: 0.2 }),
    ]);
    expect(dated).toEqual([
      'J. Smith, K. Doe. Deep learning for protein folding. Nature Methods May 2021',
      'K. Doe, J. Smith. Graph networks in chemistry. Journal of Chemical Physics June 2020',
    ]);
    const hanging = splitReferences([
      makeLine('Smith, J., Doe, K. (2021). Deep learning for protein folding. Nature Methods, 18, 1-9.'),
      makeLine('Doe, K., Smith, J. (2021). Graph networks in chemistry. Journal of Chemical', { gapAbove: 0.3 }),
      makeLine('Physics, 154, 1-10.', { x: 65, gapAbove: 0.1 }),
      makeLine('Smith, J. (2020). Sparse attention for genomics. Bioinformatics, 36, 2-9.', { gapAbove: 0.6 }),
      makeLine('Lee, A., Smith, J. (2020). Transfer learning in pathology. PLOS ONE, 15, 1-3.', { gapAbove: 0.3 }),
    ]);
    expect(hanging).toHaveLength(4);
  });

  it('reads references under the years that head them, each opening right after its year', () => {
    const year = (text: string) => makeLine(text, { x: 206, size: 8.1, gapAbove: 0.7 });
    const ref = (text: string, gapAbove: number) => makeLine(text, { x: 233, size: 6.9, gapAbove });
    const papers = extractPublications(
      [
        year('2025'),
        ref('N. Attieh, N. Touroux, M. Bluhm, and M. Nahrgang, “Renormalized critical dynamics and', 0),
        ref('fluctuations in model A”, Phys. Rev. C 111(2):24906, 2025, doi: 10.1103/', 0.2),
        ref('PhysRevC.111.024906.', 0.4),
        year('2024'),
        ref('N. Touroux, M. Kitazawa, and M. Nahrgang, “Efficient Solver of Relativistic Hydrodynamics”,', 0),
        ref('PTEP 2024(6):63, 2024, doi: 10.1093/ptep/ptae058.', 0.2),
      ],
      'Nathan Touroux',
    );
    expect(papers.map((p) => [p.title, p.publisher, p.date])).toEqual([
      ['Renormalized critical dynamics and fluctuations in model A', 'Phys. Rev. C', '2025'],
      ['Efficient Solver of Relativistic Hydrodynamics', 'PTEP', '2024'],
    ]);
  });

  it('leaves out subheadings between numbered references', () => {
    const lines = [
      makeLine('Journal Articles', { x: 72, isBold: true }),
      makeLine('[1] R. Chen and H. Vasquez-Müller. Probing compositional structure in large language models.', {
        x: 79,
      }),
      makeLine('Transactions of the ACL, 11:455–471, 2023.', { x: 96 }),
      makeLine('Conference Papers', { x: 72, isBold: true }),
      makeLine('[2] H. Vasquez-Müller and P. Liang. Systematic generalisation. In Proc. ACL, 2024.', { x: 79 }),
      makeLine('[3] H. Vasquez-Müller. Span-based parsing for low-resource languages. In Proc. EMNLP,', { x: 79 }),
      makeLine('Singapore, 2022.', { x: 96 }),
    ];
    expect(splitReferences(lines)).toEqual([
      'R. Chen and H. Vasquez-Müller. Probing compositional structure in large language models. Transactions of the ACL, 11:455–471, 2023.',
      'H. Vasquez-Müller and P. Liang. Systematic generalisation. In Proc. ACL, 2024.',
      'H. Vasquez-Müller. Span-based parsing for low-resource languages. In Proc. EMNLP, Singapore, 2022.',
    ]);
  });

  it('cuts references set flush left at the gaps between them', () => {
    const lines = [
      makeLine('H. Vasquez-Müller and P. Liang. Systematic generalisation without data', { gapAbove: 1 }),
      makeLine('augmentation. In Proceedings of ACL 2024, 2024.', { gapAbove: 0.2 }),
      makeLine('R. Chen and H. Vasquez-Müller. Probing compositional structure in large language', { gapAbove: 0.7 }),
      makeLine('models. Transactions of the ACL, 2023.', { gapAbove: 0.2 }),
    ];
    expect(splitReferences(lines)).toHaveLength(2);
  });

  it('cuts at a hanging indent', () => {
    const lines = [
      makeLine('Vasquez-Müller, H., & Liang, P. (2022). Span-based semantic parsing for low-resource', { x: 72 }),
      makeLine('languages. Computational Linguistics, 48(2), 301–330.', { x: 90 }),
      makeLine('Chen, R., & Vasquez-Müller, H. (2023). Probing compositional structure. Findings of', { x: 72 }),
      makeLine('EMNLP, 2023.', { x: 90 }),
    ];
    expect(splitReferences(lines)).toHaveLength(2);
  });

  it('reads each line as a reference when all stand at one edge with no gap to tell wrapped lines apart', () => {
    const lines = [makeLine('Practical Lessons from Migrating to Kubernetes'), makeLine('InfoQ'), makeLine('Mar 2023')];
    expect(splitReferences(lines)).toEqual(['Practical Lessons from Migrating to Kubernetes', 'InfoQ', 'Mar 2023']);
  });
});

describe('extractPublications with references', () => {
  it('reads a numbered list of references as publications', () => {
    const lines = [
      makeLine('[1] H. Vasquez-Müller, J. Okafor, and P. Liang. Systematic generalisation without data aug-', {
        x: 79,
      }),
      makeLine('mentation. In Proceedings of ACL 2024, pages 1120–1134, 2024.', { x: 96 }),
      makeLine('[2] R. Chen and H. Vasquez-Müller. Probing compositional structure in large language models.', {
        x: 79,
      }),
      makeLine('Transactions of the ACL, 11:455–471, 2023.', { x: 96 }),
    ];
    expect(extractPublications(lines, OWNER).map((p) => [p.title, p.publisher, p.date])).toEqual([
      ['Systematic generalisation without data aug-mentation', 'Proceedings of ACL 2024', '2024'],
      ['Probing compositional structure in large language models', 'Transactions of the ACL', '2023'],
    ]);
  });

  it('reads references beside a date column that shares their first rows, without the note over them', () => {
    const dated = (year: string, text: string) =>
      makeLine(`${year} ${text}`, { x: 40, parts: [year, text], partXs: [40, 91], gapAbove: 0.5 });
    const wrap = (text: string) => makeLine(text, { x: 110, gapAbove: 0 });
    const lines = [
      makeLine('Click on the doi to link to the paper. A number of these are behind paywalls, so see the', { x: 91 }),
      makeLine('research explorer page, or publons (research ID F-8521-2010) for the full list.', {
        x: 91,
        gapAbove: 0.2,
      }),
      dated('2020', 'Clubb, F.J., Vasquez-Müller, H., Hurst, M.D. (2020). Differences in channel and hillslope'),
      wrap('geometry record a migrating uplift wave. Geology 48, 184–188.'),
      dated('2017', 'Vasquez-Müller, H. (2017). Detection of transience in eroding landscapes. Earth Surface'),
      wrap('Processes and Landforms 42, 24–41.'),
      dated('2016', 'Harel, M.-A., Vasquez-Müller, H., and Attal, M. (2016). Global analysis of the stream power'),
      wrap('law parameters. Geomorphology 268, 184–196.'),
    ];
    expect(extractPublications(lines, OWNER).map((p) => [p.title, p.date])).toEqual([
      ['Differences in channel and hillslope geometry record a migrating uplift wave', '2020'],
      ['Detection of transience in eroding landscapes', '2017'],
      ['Global analysis of the stream power law parameters', '2016'],
    ]);
  });

  it('reads a title, venue and date list as before', () => {
    const lines = [
      makeLine('Practical Lessons from Migrating to Kubernetes', { isBold: true }),
      makeLine('InfoQ'),
      makeLine('Mar 2023'),
      makeLine('Lessons from Remote Team Leadership', { isBold: true, gapAbove: 1.2 }),
      makeLine('IEEE Software'),
      makeLine('Jan 2021'),
    ];
    expect(extractPublications(lines, OWNER).map((p) => p.title)).toEqual([
      'Practical Lessons from Migrating to Kubernetes',
      'Lessons from Remote Team Leadership',
    ]);
  });
});

describe('references whose names put initials first without full stops', () => {
  const OWNER_YU = 'Guangchuang Yu';

  it('reads `G Yu, DK Smith. Title. Journal. 2015, 31(4):608-609.`', () => {
    expect(
      readCitation(
        'G Yu, LG Wang, QY He. ChIPseeker: an R/Bioconductor package for ChIP peak annotation. Bioinformatics. 2015, 31(14):2382-2383.',
        OWNER_YU,
      ),
    ).toEqual({
      title: 'ChIPseeker: an R/Bioconductor package for ChIP peak annotation',
      venue: 'Bioinformatics',
      date: '2015',
    });
  });

  it('opens a reference at each bullet and each number when the list goes on from bullets to numbers', () => {
    const lines = [
      makeLine('G Yu, QY He. Functional similarity analysis of human virus-encoded miRNAs.', { x: 90, isBullet: true }),
      makeLine('Journal of Clinical Bioinformatics. 2011, 1(1):15.', { x: 90, gapAbove: 0.5 }),
      makeLine('G Yu, LG Wang. LXtoo: an integrated live Linux distribution for the bioinformatics', {
        x: 90,
        isBullet: true,
        gapAbove: 0.3,
      }),
      makeLine('community. BMC Research Notes. 2012, 5(1):360.', { x: 90, gapAbove: 0.5 }),
      makeLine('10. G Yu, CL Xiao, QY He. A new method for measuring functional similarity of', {
        x: 72,
        gapAbove: 0.5,
      }),
      makeLine('microRNAs. Journal of Integrated OMICS. 2011, 1(1):49-54.', { x: 90, gapAbove: 0.5 }),
      makeLine('11. G Yu, F Li. GOSemSim: an R package for measuring semantic similarity. Bioinformatics.', {
        x: 72,
        gapAbove: 0.4,
      }),
      makeLine('2010, 26(7):976-978.', { x: 90, gapAbove: 0.5 }),
    ];
    expect(extractPublications(lines, OWNER_YU).map((p) => [p.title, p.publisher, p.date])).toEqual([
      ['Functional similarity analysis of human virus-encoded miRNAs', 'Journal of Clinical Bioinformatics', '2011'],
      ['LXtoo: an integrated live Linux distribution for the bioinformatics community', 'BMC Research Notes', '2012'],
      ['A new method for measuring functional similarity of microRNAs', 'Journal of Integrated OMICS', '2011'],
      ['GOSemSim: an R package for measuring semantic similarity', 'Bioinformatics', '2010'],
    ]);
  });
});
