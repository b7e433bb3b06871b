import { describe, it, expect } from 'vitest';
import { pickSectionActions, toggleAction } from './toggle-action.ts';

describe('toggleAction', () => {
  it('adds a section that is not selected, at the end', () => {
    expect(toggleAction(['Update Skills'], 'Update Profile')).toEqual(['Update Skills', 'Update Profile']);
  });

  it('removes a section that is selected', () => {
    expect(toggleAction(['Update Skills', 'Update Profile'], 'Update Skills')).toEqual(['Update Profile']);
  });
});

describe('pickSectionActions', () => {
  it('keeps only the five Generate sections', () => {
    expect(pickSectionActions(['Update Skills', 'admin', 'Add Projects'])).toEqual(['Update Skills', 'Add Projects']);
  });
});
