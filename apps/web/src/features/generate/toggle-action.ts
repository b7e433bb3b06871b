import { GENERATE_ACTIONS, type GenerateAction } from '@vitae/shared/constants';

/** Spec section 4: a section toggle adds the clicked name to the selected actions, or removes it. */
export function toggleAction(selected: readonly string[], clicked: string): string[] {
  return selected.includes(clicked) ? selected.filter((name) => name !== clicked) : [...selected, clicked];
}

/** The user's stored actions that are Generate sections (the list may hold other values). */
export function pickSectionActions(actions: readonly string[]): GenerateAction[] {
  return actions.filter((name): name is GenerateAction => (GENERATE_ACTIONS as readonly string[]).includes(name));
}
