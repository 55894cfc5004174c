import { BRANDING_MESSAGES, hasLogoExtension, LOGO_MAX_BYTES } from '@stonetool/contracts/branding';

/** The saved branding values the form compares against. */
export interface SavedBranding {
  name: string;
  showNameUnderLogo: boolean;
}

/** Spec 03 section 2: Save Changes shows only when the trimmed name or the checkbox differs. */
export function brandingChanged(saved: SavedBranding, name: string, showNameUnderLogo: boolean): boolean {
  return name.trim() !== saved.name || showNameUnderLogo !== saved.showNameUnderLogo;
}

/**
 * The spec's check before an upload (section 5): png, jpeg, jpg or svg, at most 2 MB. The
 * server checks the bytes again; this only spares a wait for a file that would be refused.
 */
export function logoFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!hasLogoExtension(file.name)) return BRANDING_MESSAGES.invalidFormat;
  if (file.size > LOGO_MAX_BYTES) return BRANDING_MESSAGES.tooLarge;
  return null;
}
