import { describe, expect, it } from 'vitest';
import { splitByVocabulary } from './split-by-vocabulary.ts';

describe('splitByVocabulary', () => {
  it('cuts a run of skills set with only spaces between them, a name of several words kept whole', () => {
    expect(splitByVocabulary('GCP Jenkins Azure AWS GitHub Actions Terraform')).toEqual([
      'GCP',
      'Jenkins',
      'Azure',
      'AWS',
      'GitHub Actions',
      'Terraform',
    ]);
    expect(splitByVocabulary('Node.js Vue.js Spring Boot Next.js React FastAPI')).toEqual([
      'Node.js',
      'Vue.js',
      'Spring Boot',
      'Next.js',
      'React',
      'FastAPI',
    ]);
  });

  it('keeps unknown words together and slashed names whole, and lets short unknown words stand alone', () => {
    expect(splitByVocabulary('Observability Microservices TDD Agile/Scrum CI/CD Domain-Driven Design')).toEqual([
      'Observability',
      'Microservices',
      'TDD',
      'Agile/Scrum',
      'CI/CD',
      'Domain-Driven Design',
    ]);
    expect(splitByVocabulary('SEO SEM Email Marketing Google Analytics')).toEqual([
      'SEO',
      'SEM',
      'Email Marketing',
      'Google Analytics',
    ]);
  });

  it('leaves a phrase, a sentence, a single name and a list with separators alone', () => {
    expect(splitByVocabulary('Machine Learning Engineering')).toBeNull();
    expect(splitByVocabulary('Experienced in Python and SQL for reporting work')).toBeNull();
    expect(splitByVocabulary('Kubernetes')).toBeNull();
    expect(splitByVocabulary('Python, SQL, Tableau')).toBeNull();
    expect(splitByVocabulary('Languages')).toBeNull();
    expect(splitByVocabulary('SEO audit toolkit – github.com/clemenreic/seo-audit-toolkit')).toBeNull();
    // Two names may be one.
    expect(splitByVocabulary('DCF Valuation')).toBeNull();
  });
});

describe('splitByVocabulary with a joining word', () => {
  it('drops `and` between names instead of keeping it as an item, and cuts no pair', () => {
    expect(splitByVocabulary('Python Java and Go')).toEqual(['Python', 'Java', 'Go']);
    expect(splitByVocabulary('Git and GitHub')).toBeNull();
  });

  it('keeps no mark set alone between names as an item', () => {
    expect(splitByVocabulary('HTML / CSS')).toBeNull();
    expect(splitByVocabulary('Python + Java / Go')).toEqual(['Python', 'Java', 'Go']);
  });
});
