import { PdfViewer } from '../../components/pdf-viewer/pdf-viewer.tsx';

interface Props {
  url: string;
  fileName: string;
}

/** A PDF opens in the embedded viewer; any other file (DOCX, text) is offered as a download. */
export function ApplicantFile({ url, fileName }: Props) {
  if (/\.pdf$/i.test(fileName)) return <PdfViewer data={url} fileName={fileName} />;
  return (
    <p className="mb-0">
      This file cannot be shown here.{' '}
      <a href={url} download={fileName} target="_blank" rel="noopener noreferrer">
        Download {fileName}
      </a>
    </p>
  );
}
