import { TEMPLATE_NAMES, type TemplateName } from '@vitae/shared/api/documents';

const LABELS: Record<TemplateName, string> = { classic: 'Classic', modern: 'Modern', compact: 'Compact' };

/** A small drawing of each template's page: classic plain, modern with an accent header, compact dense. */
function Thumbnail({ name }: { name: TemplateName }) {
  const lineGap = name === 'compact' ? 4 : 6;
  const lines = Array.from({ length: name === 'compact' ? 9 : 6 }, (_, i) => 22 + i * lineGap);
  return (
    <svg viewBox="0 0 40 56" width="40" height="56" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="39" height="55" fill="#fff" stroke="#adb5bd" />
      {name === 'modern' ? (
        <rect x="0.5" y="0.5" width="39" height="14" fill="#1f5f8b" />
      ) : (
        <rect x="10" y="5" width="20" height="3" fill="#212529" />
      )}
      {name === 'modern' && <rect x="5" y="5" width="18" height="3" fill="#fff" />}
      {lines.map((y, i) => (
        <rect
          key={y}
          x="5"
          y={y}
          width={i % 3 === 0 ? 14 : 30}
          height="1.6"
          fill={i % 3 === 0 ? '#495057' : '#ced4da'}
        />
      ))}
    </svg>
  );
}

interface Props {
  value: TemplateName;
  onChange: (template: TemplateName) => void;
}

/** The template switch beside the preview: a radio group with a thumbnail of each template. */
export function TemplateThumbnails({ value, onChange }: Props) {
  return (
    <fieldset className="template-thumbnails d-flex gap-2 mb-2">
      <legend className="visually-hidden">Template</legend>
      {TEMPLATE_NAMES.map((name) => (
        <label
          key={name}
          className={`template-thumb text-center small rounded p-1 ${value === name ? 'is-selected' : ''}`}
        >
          <input
            type="radio"
            name="preview-template"
            className="visually-hidden"
            value={name}
            checked={value === name}
            onChange={() => onChange(name)}
          />
          <Thumbnail name={name} />
          <span className="d-block">{LABELS[name]}</span>
        </label>
      ))}
    </fieldset>
  );
}
