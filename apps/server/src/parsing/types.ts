/** One run of text as the reader found it, in page coordinates with y growing downwards. */
export interface TextItem {
  text: string;
  page: number;
  x: number;
  y: number;
  width: number;
  /** Font size in points (the height of the run). */
  size: number;
  /** An opaque font id; runs in the same font share it. */
  font: string;
  isBold?: boolean;
}

export interface PageText {
  page: number;
  width: number;
  height: number;
  items: TextItem[];
}

/** A line of the document in reading order. */
export interface Line {
  text: string;
  /** Parts of the line separated by a wide gap (a tab stop or a right-aligned date). */
  parts: string[];
  /** The x where each part starts. */
  partXs: number[];
  /** Parts split at any gap wider than a word space (tags drawn as pills). */
  chunks: string[];
  /** The x where each chunk starts. */
  chunkXs: number[];
  page: number;
  x: number;
  y: number;
  size: number;
  font: string;
  isBold: boolean;
  /** The line started with a bullet glyph or a list marker. */
  isBullet: boolean;
  /** Vertical space above this line, in multiples of its font size (0 for the first). */
  gapAbove: number;
  /** Right edge of the line's text. */
  right: number;
  /**
   * The text of the line's leading bold run when the line starts bold and goes on in a regular
   * weight (`**AWS Certified Developer** Amazon Web Services`); absent otherwise.
   */
  boldLead?: string;
  /**
   * The type of the parts after the first, when it differs from the line's (a heading set large
   * in a label column on the same row as its first content): what that content looks like alone.
   */
  restStyle?: { size: number; font: string; isBold: boolean };
  /** Set by the reader when the source says so (DOCX heading styles). */
  isHeading?: boolean;
  /** The reader gives whole paragraphs (DOCX): a line is never the wrapped end of another. */
  isParagraph?: boolean;
}
