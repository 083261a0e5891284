// Placeholder until the backup tab lands (issue 11); replaced in this same change.
export function BackupTab() {
  return null;
}
