import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { ANNOTATION_TOOLS } from './pdfjs.ts';
import type { PdfViewState } from './use-pdf-viewer.ts';

interface Props {
  state: PdfViewState;
  onPage: (page: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFitWidth: () => void;
  onTool: (mode: number) => void;
  onDownload: (isAnnotated: boolean) => void;
  onEdit?: () => void;
  onRefresh?: () => void;
  isRefreshing?: boolean;
}

/** The viewer's toolbar: real buttons with labels, so it works by keyboard and wraps at 375 px. */
export function PdfToolbar(props: Props) {
  const { state, onPage, onTool } = props;
  const isReady = state.status === 'ready';
  return (
    <div
      className="pdf-toolbar d-flex flex-wrap gap-2 align-items-center p-2 border-bottom bg-body-tertiary"
      role="toolbar"
      aria-label="PDF tools"
    >
      <ButtonGroup size="sm" aria-label="Pages">
        <Button
          variant="outline-secondary"
          onClick={() => onPage(state.page - 1)}
          disabled={!isReady || state.page <= 1}
          aria-label="Previous page"
          title="Previous page"
        >
          ‹
        </Button>
        <PageInput page={state.page} pageCount={state.pageCount} isDisabled={!isReady} onPage={onPage} />
        <Button
          variant="outline-secondary"
          onClick={() => onPage(state.page + 1)}
          disabled={!isReady || state.page >= state.pageCount}
          aria-label="Next page"
          title="Next page"
        >
          ›
        </Button>
      </ButtonGroup>
      <ButtonGroup size="sm" aria-label="Zoom">
        <Button
          variant="outline-secondary"
          onClick={props.onZoomOut}
          disabled={!isReady}
          aria-label="Zoom out"
          title="Zoom out"
        >
          −
        </Button>
        <Button
          variant="outline-secondary"
          onClick={props.onFitWidth}
          disabled={!isReady}
          title="Fit to width"
          aria-label={`Fit to width (zoom ${Math.round(state.scale * 100)}%)`}
        >
          {Math.round(state.scale * 100)}%
        </Button>
        <Button
          variant="outline-secondary"
          onClick={props.onZoomIn}
          disabled={!isReady}
          aria-label="Zoom in"
          title="Zoom in"
        >
          +
        </Button>
      </ButtonGroup>
      <ButtonGroup size="sm" aria-label="Annotation tools">
        {ANNOTATION_TOOLS.map((tool) => (
          <Button
            key={tool.mode}
            variant={state.mode === tool.mode ? 'primary' : 'outline-primary'}
            aria-pressed={state.mode === tool.mode}
            onClick={() => onTool(tool.mode)}
            disabled={!isReady}
            title={tool.hint}
          >
            {tool.label}
          </Button>
        ))}
      </ButtonGroup>
      <div className="d-flex gap-2 ms-auto">
        {props.onEdit && (
          <Button size="sm" variant="outline-secondary" onClick={props.onEdit}>
            Edit
          </Button>
        )}
        {props.onRefresh && (
          <Button size="sm" variant="outline-secondary" onClick={props.onRefresh} disabled={props.isRefreshing}>
            {props.isRefreshing ? 'Refreshing...' : 'Refresh'}
          </Button>
        )}
        <Dropdown as={ButtonGroup} size="sm" align="end">
          <Dropdown.Toggle variant="success" disabled={!isReady} id="pdf-download">
            Download
          </Dropdown.Toggle>
          <Dropdown.Menu>
            <Dropdown.Item as="button" onClick={() => props.onDownload(false)}>
              Original PDF
            </Dropdown.Item>
            <Dropdown.Item as="button" onClick={() => props.onDownload(true)}>
              PDF with annotations
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      </div>
    </div>
  );
}

function PageInput({
  page,
  pageCount,
  isDisabled,
  onPage,
}: {
  page: number;
  pageCount: number;
  isDisabled: boolean;
  onPage: (page: number) => void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  function submit(event?: FormEvent) {
    event?.preventDefault();
    const wanted = Number(typed);
    if (typed !== null && Number.isFinite(wanted)) onPage(wanted);
    setTyped(null);
  }
  return (
    <Form onSubmit={submit} className="d-flex align-items-center px-1 border-top border-bottom">
      <Form.Control
        size="sm"
        type="number"
        min={1}
        max={pageCount || 1}
        value={typed ?? String(page)}
        onChange={(e) => setTyped(e.target.value)}
        onBlur={() => submit()}
        disabled={isDisabled}
        aria-label="Page number"
        className="pdf-page-input border-0 text-end"
      />
      <span className="small text-nowrap" aria-live="polite">
        of {pageCount || '…'}
      </span>
    </Form>
  );
}
