import type { ContentKind, contentKinds } from './content/kinds';
import { activityEndpoints } from './content/activities';
import { assignmentEndpoints } from './content/assignments';
import { bookEndpoints } from './content/books';
import { duaEndpoints } from './content/duas';
import { quizEndpoints } from './content/quizzes';
import { videoEndpoints } from './content/videos';

/**
 * The tables of the content kinds, by each kind's `table` (`kindEndpoints[contentKinds[kind].table].get`): for code
 * generic over the kinds that does not need the whole `endpoints` table. A module of its own: importing it from the
 * whole table's module would build every table too. An area that imports only the tables it
 * calls builds only their schemas (the whole table is every area's: ~150 KB of script to build on a slow phone).
 */
export const kindEndpoints = {
  videos: videoEndpoints,
  books: bookEndpoints,
  quizzes: quizEndpoints,
  assignments: assignmentEndpoints,
  activities: activityEndpoints,
  duas: duaEndpoints,
} as const satisfies { [Kind in ContentKind as (typeof contentKinds)[Kind]['table']]: unknown };
