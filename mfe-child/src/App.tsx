import { type ComponentType, lazy } from 'react';
import { endpoints } from '@young-minds/contracts';
import { AreaQueryProvider } from '@young-minds/query';
import { Navigate, Route, Routes } from '@young-minds/router';
import { ChildLayout } from './layout';
import { messages } from './messages';

/** A screen's code loads when its route is first shown. */
function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const Home = screen(() => import('./screens/Home'), 'Home');
const Videos = screen(() => import('./screens/Videos'), 'Videos');
const VideoPlayer = screen(() => import('./screens/Videos/VideoPlayer'), 'VideoPlayer');
const Quizzes = screen(() => import('./screens/Quizzes'), 'Quizzes');
const Quiz = screen(() => import('./screens/Quizzes/Quiz'), 'Quiz');
const Assignments = screen(() => import('./screens/Assignments'), 'Assignments');
const Profile = screen(() => import('./screens/Profile'), 'ProfileScreen');
const Assignment = screen(() => import('./screens/Assignments/Assignment'), 'Assignment');
const Books = screen(() => import('./screens/Books'), 'Books');
const BookReader = screen(() => import('./screens/Books/Reader'), 'BookReader');
const Activities = screen(() => import('./screens/Activities'), 'Activities');
// The shared activity player comes with this screen's chunk only.
const Downloads = screen(() => import('./screens/Downloads'), 'Downloads');
const Activity = screen(() => import('./screens/Activities/Activity'), 'ActivityScreen');

/** The child sub-routes of the spec (and the activities'), relative to /child (the shell mounts this area at `child/*`). */
export const childRoutes = (
  <Route element={<ChildLayout />}>
    <Route index element={<Home />} />
    <Route path="video" element={<Videos />} />
    <Route path="video/:videoId" element={<VideoPlayer />} />
    <Route path="book" element={<Books />} />
    <Route path="book/:bookId" element={<BookReader />} />
    <Route path="quiz" element={<Quizzes />} />
    <Route path="quiz/:quizid" element={<Quiz />} />
    <Route path="activities" element={<Activities />} />
    <Route path="activities/:id" element={<Activity />} />
    <Route path="assignments" element={<Assignments />} />
    <Route path="assignments/:id" element={<Assignment />} />
    <Route path="profile" element={<Profile />} />
    <Route path="downloads" element={<Downloads />} />
    <Route path="*" element={<Navigate to="/child" replace />} />
  </Route>
);

/** The learning-time heartbeat changes no list: the lists on show stay fresh while the child reads or watches. */
const changesContent = (endpoint: { id: string }) => endpoint.id !== endpoints.learningTime.heartbeat.id;

export default function App() {
  return (
    <messages.MessagesBoundary>
      <AreaQueryProvider staleAfter={changesContent}>
        <Routes>{childRoutes}</Routes>
      </AreaQueryProvider>
    </messages.MessagesBoundary>
  );
}
