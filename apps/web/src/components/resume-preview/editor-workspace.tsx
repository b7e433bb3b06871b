import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';

/** Below this width the preview is a tab rather than a second column (Bootstrap's lg). */
const TWO_COLUMNS_QUERY = '(min-width: 992px)';

function useIsWide(): boolean {
  const [isWide, setIsWide] = useState(() => window.matchMedia(TWO_COLUMNS_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(TWO_COLUMNS_QUERY);
    const onChange = () => setIsWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return isWide;
}

export interface WorkspacePane {
  id: string;
  label: string;
  content: ReactNode;
}

interface Props {
  /** The form. */
  editor: ReactNode;
  /** What goes beside it (the preview, the original file); shown as tabs when more than one. */
  side: WorkspacePane[];
  /** The side pane shown first. */
  initialSide?: string;
}

/**
 * The form with the preview beside it on a wide screen; on a narrow one, tabs (Edit, Preview…).
 * Every pane stays mounted, so switching keeps scroll positions and the preview's last render.
 */
export function EditorWorkspace({ editor, side, initialSide }: Props) {
  const isWide = useIsWide();
  const baseId = useId().replace(/:/g, '');
  const [sideTab, setSideTab] = useState(initialSide ?? side[0]?.id ?? '');
  const [narrowTab, setNarrowTab] = useState('edit');
  const panes: WorkspacePane[] = isWide ? side : [{ id: 'edit', label: 'Edit', content: editor }, ...side];
  const current = isWide ? sideTab : narrowTab;
  const select = isWide ? setSideTab : setNarrowTab;
  const showTabs = panes.length > 1;

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = panes[(index + step + panes.length) % panes.length]!;
    select(next.id);
    document.getElementById(`${baseId}-tab-${next.id}`)?.focus();
  }

  const tabs = showTabs && (
    <div className="nav nav-tabs mb-2" role="tablist" aria-label="Editor views">
      {panes.map((pane, index) => (
        <button
          key={pane.id}
          type="button"
          role="tab"
          id={`${baseId}-tab-${pane.id}`}
          aria-controls={`${baseId}-panel-${pane.id}`}
          aria-selected={current === pane.id}
          tabIndex={current === pane.id ? 0 : -1}
          className={`nav-link ${current === pane.id ? 'active' : ''}`}
          onClick={() => select(pane.id)}
          onKeyDown={(e) => onTabKey(e, index)}
        >
          {pane.label}
        </button>
      ))}
    </div>
  );

  const panels = panes.map((pane) => (
    <div
      key={pane.id}
      id={`${baseId}-panel-${pane.id}`}
      role={showTabs ? 'tabpanel' : undefined}
      aria-labelledby={showTabs ? `${baseId}-tab-${pane.id}` : undefined}
      hidden={current !== pane.id && showTabs}
    >
      {pane.content}
    </div>
  ));

  if (!isWide) {
    return (
      <div className="editor-workspace">
        {tabs}
        {panels}
      </div>
    );
  }
  return (
    <div className="editor-workspace row g-4">
      <div className="col-lg-6">{editor}</div>
      <div className="col-lg-6">
        <div className="sticky-lg-top pt-lg-2">
          {tabs}
          {panels}
        </div>
      </div>
    </div>
  );
}
