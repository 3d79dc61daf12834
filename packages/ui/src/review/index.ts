/**
 * Issue 35, scholar review as families see it (`@young-minds/ui/review`, its own entry so the contracts it reads
 * stay off the shell's first paint): who checked an item and its sources in words, and the report of a mistake.
 */
export { CheckMark, ReviewNote, type ReviewNoteProps } from './ReviewNote';
export { useCheckedText, useSourceText } from './sources';
export { ReportMistakeDialog, ReportMistakeForm } from './ReportMistake';
