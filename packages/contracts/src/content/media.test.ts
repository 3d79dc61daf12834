import { bookFiles } from './books';
import { chosenFileProblem, formatBytes, mediaKindMaxBytes } from './media';
import { videoUploadFiles } from './videos';

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('chosenFileProblem (a browser file checked before it is sent)', () => {
  it('when the kind fits by MIME type or by extension, then the file may go', () => {
    expect(chosenFileProblem(file('cover.png', 'image/png'), videoUploadFiles.thumbnail, 'Thumbnail')).toBeNull();
    expect(chosenFileProblem(file('clip.mov', ''), videoUploadFiles.video, 'Video file')).toBeNull();
    expect(chosenFileProblem(file('story.epub', 'application/epub+zip'), bookFiles.pdf, 'Book file')).toBeNull();
  });

  it("when the kind does not fit, then it says so in the server's 415 words", () => {
    expect(chosenFileProblem(file('notes.txt', 'text/plain'), videoUploadFiles.thumbnail, 'Thumbnail')).toBe(
      'Thumbnail must be an image (JPEG, PNG, GIF or WebP).',
    );
    expect(chosenFileProblem(file('cover.png', 'image/png'), bookFiles.pdf, 'Book file')).toBe(
      'Book file must be a PDF, DOC, DOCX or EPUB file.',
    );
  });

  it("when the file is larger than its kind allows, then it says so in the server's 413 words; the limit itself passes", () => {
    const limit = mediaKindMaxBytes.image;
    expect(
      chosenFileProblem(file('cover.png', 'image/png', limit), videoUploadFiles.thumbnail, 'Thumbnail'),
    ).toBeNull();
    expect(chosenFileProblem(file('cover.png', 'image/png', limit + 1), videoUploadFiles.thumbnail, 'Thumbnail')).toBe(
      'Thumbnail is too large (at most 10 MB).',
    );
    expect(formatBytes(mediaKindMaxBytes.video)).toBe('1 GB');
  });
});
