/** What the mock remembers of the weekly notes: the children whose note of this week is "written". */
export const digestMockState = { written: new Set<number>() };

export function resetDigestMockState(): void {
  digestMockState.written = new Set();
}
