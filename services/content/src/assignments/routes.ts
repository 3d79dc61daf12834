import {
  type AssignmentForm,
  assignmentEndpoints as endpoints,
  assignmentFileField,
  assignmentMessages,
  assignmentSubmissionFileField,
  quizMessages,
  quizPictureLabel,
} from '@young-minds/contracts';
import type { AssignmentWrite, AssignmentWriteResult, SubmissionScope } from '@young-minds/db';
import { HttpError, badRequest, fromContractShape, notFound, requirePrincipal } from '@young-minds/service-kit';
import { contentAudienceOf } from '../audience';
import type { ContentContext } from '../context';
import { editOrRevise, revisionOnlyFiles } from '../review/revisions';
import { replayable } from '../offline/replay';
import { singleFile } from '../media';
import { removeReplaced, requireFile } from '../media/uploads';
import { toAssignment, toAssignmentSubmission } from './present';

function toAssignmentWrite({ video, categories, ...fields }: AssignmentForm): AssignmentWrite {
  // The texts, the due date and the flags, under their contract names' camelCase twins.
  return { ...fromContractShape(fields), videoId: video, categoryIds: categories };
}

/**
 * The stored assignment, or the refusal as an HTTP error: references to categories or a video that do not exist
 * are the caller's mistake (400, nothing written). Thrown inside `storeAll`, so a file stored for it is removed.
 */
function writtenOrRefused(result: AssignmentWriteResult) {
  if (result.ok) return result;
  switch (result.reason) {
    case 'unknownCategories':
      throw new HttpError(400, assignmentMessages.unknownCategories, {
        fields: { categories: `Unknown category ids: ${result.ids.join(', ')}` },
      });
    case 'unknownVideo':
      throw new HttpError(400, assignmentMessages.unknownVideo, {
        fields: { video: `Unknown video id: ${result.videoId}` },
      });
    case 'notFound':
      throw notFound(assignmentMessages.notFound);
  }
}

/** Assignments (admins write, everyone logged in reads) and the work children hand in. */
export function mountAssignmentRoutes(context: ContentContext): void {
  const { kit, repos, media, now, signer, mediaLinksFor } = context;
  const assignments = repos.assignments;

  kit.route(endpoints.list, async ({ query, principal }) => {
    const link = await mediaLinksFor(principal);
    const { rows, total } = await assignments.list({ ...query, audience: await contentAudienceOf(repos, principal) });
    return { data: rows.map((row) => toAssignment(row, link)), total, page: query.page, pageSize: query.pageSize };
  });

  kit.route(endpoints.get, async ({ params, principal }) => {
    const link = await mediaLinksFor(principal);
    // A child asking for an assignment that does not fit them gets the same 404 as for one that does not exist.
    const assignment = await assignments.findById(params.id, await contentAudienceOf(repos, principal));
    if (!assignment) throw notFound(assignmentMessages.notFound);
    return toAssignment(assignment, link);
  });

  kit.route(
    endpoints.create,
    async ({ body, files, principal }) => {
      const file = requireFile(
        singleFile(files, assignmentFileField),
        assignmentFileField,
        assignmentMessages.fileRequired,
      );
      // The file is checked (415/413) and stored first; if the rows cannot be written, it is removed again.
      const { assignment } = await media.storeAll(
        { file: { file, kind: 'assignment', label: 'The assignment file' } },
        async (stored) =>
          writtenOrRefused(
            await assignments.create({ ...toAssignmentWrite(body), fileUrl: stored.file!.url }, principal?.id ?? null),
          ),
      );
      return {
        message: assignmentMessages.created,
        assignment: toAssignment(assignment, await mediaLinksFor(principal)),
      };
    },
    { multipart: media.uploadLimits({ [assignmentFileField]: { kind: 'assignment', label: 'The assignment file' } }) },
  );

  kit.route(
    endpoints.update,
    async ({ params, body, files, log, principal }) => {
      const file = singleFile(files, assignmentFileField);
      const result = await media.storeAll(
        { file: { file, kind: 'assignment', label: 'The assignment file' } },
        async (stored) => {
          const patch = { ...toAssignmentWrite(body), fileUrl: stored.file?.url };
          // A published assignment's edit waits for review as its revision (issue 35); the live one stays.
          const target = { kind: 'assignment', id: params.id, principal } as const;
          const edit = await editOrRevise(context, log, target, patch, () => assignments.update(params.id, patch));
          return edit.revised ? null : writtenOrRefused(edit.result);
        },
      );
      if (!result) {
        const live = await assignments.findById(params.id);
        if (!live) throw notFound(assignmentMessages.notFound);
        return {
          message: assignmentMessages.updated,
          assignment: toAssignment(live, await mediaLinksFor(principal)),
        };
      }
      // The row is committed: the old files go (a failure to remove one is logged, not an error).
      if (result.previous)
        await removeReplaced(media, log, [
          [result.previous.fileUrl, result.assignment.fileUrl],
          [result.previous.coverImage, result.assignment.coverImage],
        ]);
      return {
        message: assignmentMessages.updated,
        assignment: toAssignment(result.assignment, await mediaLinksFor(principal)),
      };
    },
    { multipart: media.uploadLimits({ [assignmentFileField]: { kind: 'assignment', label: 'The assignment file' } }) },
  );

  kit.route(endpoints.remove, async ({ params, log }) => {
    // A waiting revision's own files go with the item (issue 35).
    const revisionFiles = await revisionOnlyFiles(repos, 'assignment', params.id);
    const removed = await assignments.remove(params.id);
    if (!removed.ok) throw notFound(assignmentMessages.notFound);
    await removeReplaced(
      media,
      log,
      [removed.assignment.fileUrl, removed.assignment.coverImage, ...removed.submissionFileUrls, ...revisionFiles].map(
        (url) => [url, null],
      ),
    );
    return { message: assignmentMessages.deleted };
  });

  // A public picture, like a quiz's: the form sends its url back as `cover_image`, and the worksheet owns it.
  const pictureFields = { image: { kind: 'image', label: quizPictureLabel } } as const;
  kit.route(
    endpoints.uploadPicture,
    async ({ files }) => {
      const file = requireFile(singleFile(files, 'image'), 'image', quizMessages.pictureRequired);
      // Stored, then remembered as pending until a worksheet uses it (a form never saved leaves it to the
      // sweeper); if remembering fails, storeAll removes the file again.
      const url = await media.storeAll({ image: { file, kind: 'image', label: quizPictureLabel } }, async (stored) => {
        const { url: storedUrl } = stored.image!;
        await assignments.recordCoverUpload(storedUrl);
        return storedUrl;
      });
      return { url };
    },
    { multipart: media.uploadLimits(pictureFields) },
  );

  /**
   * A child hands in work. Replayable with an `Idempotency-Key` (the offline queue): the fingerprint covers the
   * text and the file's name, size and sha256 (hashed while it streamed in); a repeat stores no second file (its
   * upload is only a temp file, removed after the answer) and gets the first answer with its link signed afresh.
   */
  kit.route(
    endpoints.submit,
    async ({ params, body, files, principal, ctx, log }) => {
      const child = requirePrincipal(principal);
      const file = singleFile(files, assignmentSubmissionFileField);
      if (!file && body.text === null) throw badRequest(assignmentMessages.emptySubmission);
      return replayable(
        context,
        endpoints.submit,
        { ctx, log, userId: child.id },
        async () => {
          // Work is handed in only for an assignment the child can see (its age band and music-free setting).
          const audience = await contentAudienceOf(repos, principal);
          if (!(await assignments.findById(params.id, audience))) throw notFound(assignmentMessages.notFound);

          const submission = await media.storeAll(
            { file: { file, kind: 'submission', label: 'Your file' } },
            async (stored) => {
              const created = await assignments.createSubmission({
                assignmentId: params.id,
                childId: child.id,
                text: body.text,
                fileUrl: stored.file?.url ?? null,
                submittedAt: now(),
              });
              if (!created.ok) throw notFound(assignmentMessages.notFound);
              return created.submission;
            },
          );
          return { message: assignmentMessages.submitted, submission: toAssignmentSubmission(submission, signer) };
        },
        // The stored link was signed for an hour: a replay days later gets a fresh one.
        (answer) => ({ ...answer, submission: { ...answer.submission, fileUrl: resign(answer.submission.fileUrl) } }),
      );
    },
    {
      multipart: {
        ...media.uploadLimits({ [assignmentSubmissionFileField]: { kind: 'submission', label: 'Your file' } }),
        hashFiles: true,
      },
    },
  );

  /** A signed link's path, signed again now. */
  function resign(url: string | null): string | null {
    return url === null ? null : signer.sign(url.split('?')[0] ?? url);
  }

  kit.route(endpoints.listSubmissions, async ({ params, query, principal }) => {
    const caller = requirePrincipal(principal);
    if (!(await assignments.findById(params.id))) throw notFound(assignmentMessages.notFound);
    // Not a 403 for families: each caller sees the part that is theirs (a parent their children's, a child their own).
    const scope: SubmissionScope =
      caller.role === 'admin'
        ? { all: true }
        : caller.role === 'parent'
          ? { parentId: caller.id }
          : { childId: caller.id };
    const { rows, total } = await assignments.listSubmissions(params.id, scope, query);
    return {
      data: rows.map((row) => toAssignmentSubmission(row, signer)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}
