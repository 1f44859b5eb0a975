/** Query keys of the speaker pages; every change to a speaker invalidates the family. */
export const speakersKey = ['speakers'] as const;
