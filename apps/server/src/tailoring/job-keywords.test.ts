import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from './job-keywords.ts';

describe('extractJobKeywords', () => {
  it('weights skills under a requirements heading above nice-to-haves, in the job spelling', () => {
    const { skills } = extractJobKeywords(
      'About us: we love Postgres.\nRequirements:\n- Kubernetes (k8s) in production\n- PostgreSQL\nNice to have:\n- Terraform',
    );
    expect(skills).toEqual([
      { skill: 'PostgreSQL', written: 'Postgres', alias: 'Postgres', weight: 3 },
      { skill: 'Kubernetes', written: 'Kubernetes', alias: 'Kubernetes', weight: 3 },
      { skill: 'Terraform', written: 'Terraform', alias: 'Terraform', weight: 2 },
    ]);
  });

  it('takes key phrases from the duty list, not the company blurb or the opening verbs', () => {
    const { phrases } = extractJobKeywords(
      'Acme Freight builds software for shipping companies.\n- Plan inbound shipments\n- Handle carrier invoices\n- Reduce freight costs',
    );
    const names = phrases.map((p) => p.phrase);
    expect(names).toEqual(expect.arrayContaining(['inbound shipments', 'carrier invoices', 'freight costs']));
    expect(names.join(' ')).not.toMatch(/acme|builds|plan inbound|shipping companies/i);
  });

  it('finds nothing in an empty description', () => {
    expect(extractJobKeywords('   ')).toEqual({ skills: [], phrases: [] });
  });
});
