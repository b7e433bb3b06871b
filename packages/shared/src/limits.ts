/** Limits shared by the server (validation) and the web app (inputs). One place, both sides. */
export const LIMITS = {
  shortText: 200,
  longText: 5_000,
  line: 1_000,
  entriesPerSection: 50,
  linesPerEntry: 50,
  technologiesPerCategory: 100,
  nickname: 100,
  fileName: 150,
  resumeBodyBytes: 512 * 1024,
  uploadBytes: 10 * 1024 * 1024,
  jobDescription: 20_000,
  supportMessage: 5_000,
  feedbackMessage: 5_000,
  searchQuery: 500,
  password: { min: 8, max: 128 },
  name: 100,
  email: 254,
} as const;

/** Mime types accepted for resume files, identified by content on the server. */
export const RESUME_FILE_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  json: 'application/json',
} as const;
