import type { GenerateAction } from '@vitae/shared/constants';
import type { Resume } from '@vitae/shared/resume/schema';

export interface TailorInput {
  resume: Resume;
  jobDescription: string;
  actions: GenerateAction[];
  /** The person's other saved resumes: the only source of projects for 'Add Projects'. */
  otherResumes?: Resume[];
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  total: number;
}

export interface TailorOutput {
  resume: Resume;
  usage: TokenUsage;
}

/** Something that rewrites a resume for a job: the local engine or a language model. */
export interface TailorEngine {
  name: string;
  tailor(input: TailorInput): Promise<TailorOutput>;
}
