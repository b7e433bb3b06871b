import { describe, it, expect } from 'vitest';
import { buildJobLink } from './job-link.ts';

describe('buildJobLink', () => {
  it('links Indeed jobs to the Indeed job page by id, whatever the portal case', () => {
    expect(buildJobLink({ portal: 'Indeed', job_id: 'ab 12', portalLink: 'https://elsewhere.test' })).toBe(
      'https://www.indeed.com/viewjob?jk=ab%2012',
    );
  });
  it('links our own postings to the job page', () => {
    expect(buildJobLink({ portal: 'vitae', job_id: 'j1', portalLink: '' })).toBe('/job/j1');
  });
  it('links demo postings to their job page here, not to their placeholder address', () => {
    expect(
      buildJobLink({ portal: 'demo', job_id: 'demo-1-000001', portalLink: 'https://example.com/demo-jobs/x' }),
    ).toBe('/job/demo-1-000001');
  });
  it('uses the portal link for other portals', () => {
    expect(buildJobLink({ portal: 'greenhouse', job_id: 'x', portalLink: 'https://boards.test/x' })).toBe(
      'https://boards.test/x',
    );
  });
  it('refuses a portal link that is not a web address', () => {
    expect(buildJobLink({ portal: 'other', job_id: 'x', portalLink: 'javascript:alert(1)' })).toBeNull();
    expect(buildJobLink({ portal: 'other', job_id: 'x', portalLink: '' })).toBeNull();
  });
});
