import { useState } from 'react';
import type { Skill } from '@vitae/shared/resume/schema';
import { splitTechnologies } from './list-ops.ts';
import { TextField } from './text-field.tsx';

interface Props {
  skill: Skill;
  update: (patch: Partial<Skill>) => void;
}

/**
 * Technologies are typed as one comma-separated text. The text is kept as typed (so a trailing
 * comma survives) and re-derived only when the list changes from outside (a move or a restore).
 */
export function SkillFields({ skill, update }: Props) {
  const [text, setText] = useState(skill.technologies.join(', '));
  const fromText = splitTechnologies(text);
  const isStale = fromText.length !== skill.technologies.length || fromText.some((t, i) => t !== skill.technologies[i]);
  if (isStale) setText(skill.technologies.join(', '));
  return (
    <>
      <TextField
        label="Category"
        value={skill.category}
        onChange={(category) => update({ category })}
        placeholder="e.g. Languages"
      />
      <TextField
        label="Technologies (comma separated)"
        value={isStale ? skill.technologies.join(', ') : text}
        placeholder="e.g. TypeScript, React, SQL"
        onChange={(value) => {
          setText(value);
          update({ technologies: splitTechnologies(value) });
        }}
      />
    </>
  );
}
