/** The four wizards of SPEC section 3 (Icons), by icon id. */
export const WIZARDS = ["green", "blue", "red", "purple"] as const;
export type WizardColor = (typeof WIZARDS)[number];

export function wizardColor(iconId: number): WizardColor {
  return WIZARDS[iconId] ?? "green";
}

export function wizardAvatarUrl(iconId: number): string {
  return `/wizards/${wizardColor(iconId)}.svg`;
}

/** The wizard's hands, shown on the game screen once they have cast this round. */
export function wizardHandsUrl(iconId: number): string {
  return `/wizards/hands-${wizardColor(iconId)}.svg`;
}
