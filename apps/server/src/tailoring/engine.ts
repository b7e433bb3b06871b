import type { GenerateAction } from '@vitae/shared/constants';
import type { Resume } from '@vitae/shared/resume/schema';

export interface TailorInput {
  resume: Resume;
  jobDescription: string;
  actions: GenerateAction[];
  /** The person's other saved resumes: the only source of projects for 'Add Projects'. */
  otherResumes?: Resume[];
  /** What the guard refused in this engine's last answer: a model is asked once more with these listed. */
  refusals?: string[];
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
  /** A model can be asked again with the guard's refusals; the local engine follows the rules already. */
  canRevise?: boolean;
  tailor(input: TailorInput): Promise<TailorOutput>;
}
