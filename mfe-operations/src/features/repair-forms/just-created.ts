// Which form the user has just created, for its view's success banner, countdown and print
// dialog. Not navigation state: the creation screen under /admin/* and the view under
// /plate-search/* are mounted by different parcels, and the departing parcel renders the new path
// once before it unmounts, which used up (replaced) the state before the arriving one read it.
// This module is shared by both parcels and forgotten on reload, so a reload offers nothing again.
let justCreatedId: number | null = null;

export function markJustCreated(id: number): void {
  justCreatedId = id;
}

export function isJustCreated(id: number | null): boolean {
  return id !== null && id === justCreatedId;
}

/** The user has answered the dialog or left: coming back later is an ordinary visit. */
export function forgetJustCreated(id: number | null): void {
  if (id !== null && id === justCreatedId) justCreatedId = null;
}
