// Filled in by the media work (issue 3): storage interface, upload checks, /media serving with Range.
export interface MediaStore {}
