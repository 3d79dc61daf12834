import { Fragment } from 'react';
import { Navigate, Route, Routes } from '@young-minds/router';
import { AdminLayout } from './layout';
import { messages } from './messages';
import { type MediaKind, mediaKinds } from './mediaKinds';
import { AreaQueryProvider } from '@young-minds/query';
// A screen's code loads when its route is first shown (the dashboard's chart only with the dashboard).
import { lazyScreen as screen, preloadableScreen } from '@young-minds/ui/screens';
import { DashboardReads, isDashboardPath, startDashboardReads } from './screens/Dashboard/firstData';

// Opened on the dashboard: its reads start now, beside the screen's chunk and the catalog (issue 37).
startDashboardReads();

/** A media kind's routes: its list, and add, view/:id and edit/:id under its manage path. */
function kindRoutes(list: string, manage: string, screens: MediaKind['screens']) {
  const { List, Add, Edit, View } = screens;
  return (
    <Fragment key={list}>
      <Route path={list} element={<List />} />
      <Route path={`${manage}/add`} element={<Add />} />
      <Route path={`${manage}/view/:id`} element={<View />} />
      <Route path={`${manage}/edit/:id`} element={<Edit />} />
    </Fragment>
  );
}

/** The dashboard: once preloaded, it renders at once, with the layout (no loading state). */
const { Screen: Dashboard, preload: preloadDashboard } = preloadableScreen(
  () => import(/* webpackChunkName: "screen-dashboard" */ './screens/Dashboard'),
  'Dashboard',
);
const ManageParents = screen(() => import('./screens/Parents'), 'ManageParents');
const ManageChildren = screen(() => import('./screens/Children'), 'ManageChildren');
const QuizList = screen(() => import('./screens/Quizzes/QuizList'), 'QuizList');
const CreateQuiz = screen(() => import('./screens/Quizzes/QuizForm'), 'CreateQuiz');
const EditQuiz = screen(() => import('./screens/Quizzes/QuizForm'), 'EditQuiz');
const ViewQuiz = screen(() => import('./screens/Quizzes/ViewQuiz'), 'ViewQuiz');
const ActivityList = screen(() => import('./screens/Activities/ActivityList'), 'ActivityList');
const CreateActivity = screen(() => import('./screens/Activities/ActivityForm'), 'CreateActivity');
const EditActivity = screen(() => import('./screens/Activities/ActivityForm'), 'EditActivity');
const ViewActivity = screen(() => import('./screens/Activities/ViewActivity'), 'ViewActivity');
const AssignmentList = screen(() => import('./screens/Assignments/AssignmentList'), 'AssignmentList');
const AddAssignment = screen(() => import('./screens/Assignments/AssignmentForm'), 'AddAssignment');
const EditAssignment = screen(() => import('./screens/Assignments/AssignmentForm'), 'EditAssignment');
const ViewAssignment = screen(() => import('./screens/Assignments/ViewAssignment'), 'ViewAssignment');
const BlogList = screen(() => import('./screens/Blogs/BlogList'), 'BlogList');
const AddBlog = screen(() => import('./screens/Blogs/BlogForm'), 'AddBlog');
const EditBlog = screen(() => import('./screens/Blogs/BlogForm'), 'EditBlog');
const ViewBlog = screen(() => import('./screens/Blogs/ViewBlog'), 'ViewBlog');
const MessageList = screen(() => import('./screens/Messages/MessageList'), 'MessageList');
const ViewMessage = screen(() => import('./screens/Messages/ViewMessage'), 'ViewMessage');
const SubscriptionList = screen(() => import('./screens/Subscriptions/SubscriptionList'), 'SubscriptionList');
const EditSubscription = screen(() => import('./screens/Subscriptions/EditSubscription'), 'EditSubscription');
const ManageCategories = screen(() => import('./screens/Categories'), 'ManageCategories');
const AdminSettings = screen(() => import('./screens/Settings'), 'AdminSettings');
const ManageTeam = screen(() => import('./screens/Team'), 'ManageTeam');
const ReviewQueue = screen(() => import('./screens/Review/ReviewQueue'), 'ReviewQueue');
const ReviewItem = screen(() => import('./screens/Review/ReviewItem'), 'ReviewItem');
const ManageReports = screen(() => import('./screens/Reports'), 'ManageReports');
const QuranRecitations = screen(() => import('./screens/Quran'), 'QuranRecitations');
const QuranRecitationEditor = screen(() => import('./screens/Quran/RecitationForm'), 'QuranRecitationEditor');

/**
 * The admin sub-routes, relative to /admin (the shell mounts this area at `admin/*` behind its admin guard).
 * The assignment, book and blog add/edit/view pages are also reachable at root paths (/manage-books/add …);
 * the shell sends those here, so both addresses open the same screen.
 */
export const adminRoutes = (
  <Route element={<AdminLayout />}>
    <Route index element={<Navigate to="dashboard" replace />} />
    <Route path="dashboard" element={<Dashboard />} />
    <Route path="parents" element={<ManageParents />} />
    <Route path="children" element={<ManageChildren />} />
    {mediaKinds.map((kind) => kindRoutes(kind.list, kind.manage, kind.screens))}
    <Route path="quizzes" element={<QuizList />} />
    <Route path="manage-quizzes/add" element={<CreateQuiz />} />
    <Route path="manage-quizzes/view/:id" element={<ViewQuiz />} />
    <Route path="manage-quizzes/edit/:id" element={<EditQuiz />} />
    <Route path="activities" element={<ActivityList />} />
    <Route path="manage-activities/add" element={<CreateActivity />} />
    <Route path="manage-activities/view/:id" element={<ViewActivity />} />
    <Route path="manage-activities/edit/:id" element={<EditActivity />} />
    <Route path="assignments" element={<AssignmentList />} />
    <Route path="manage-assignments" element={<Navigate to="/admin/assignments" replace />} />
    <Route path="manage-assignments/add" element={<AddAssignment />} />
    <Route path="manage-assignments/edit/:id" element={<EditAssignment />} />
    <Route path="manage-assignments/view/:id" element={<ViewAssignment />} />
    <Route path="blogs" element={<BlogList />} />
    <Route path="manage-blogs" element={<Navigate to="/admin/blogs" replace />} />
    <Route path="manage-blogs/add" element={<AddBlog />} />
    <Route path="manage-blogs/edit/:id" element={<EditBlog />} />
    <Route path="manage-blogs/view/:id" element={<ViewBlog />} />
    <Route path="messages" element={<MessageList />} />
    <Route path="messages/:id" element={<ViewMessage />} />
    <Route path="subscriptions" element={<SubscriptionList />} />
    <Route path="manage-subscriptions/edit/:id" element={<EditSubscription />} />
    <Route path="categories" element={<ManageCategories />} />
    <Route path="settings" element={<AdminSettings />} />
    <Route path="team" element={<ManageTeam />} />
    <Route path="review" element={<ReviewQueue />} />
    <Route path="review/:kind/:id" element={<ReviewItem />} />
    <Route path="reports" element={<ManageReports />} />
    <Route path="quran" element={<QuranRecitations />} />
    <Route path="quran/:number" element={<QuranRecitationEditor />} />
    <Route path="profile" element={<Navigate to="/admin/settings" replace />} />
    {/* An unknown admin path shows the dashboard. */}
    <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
  </Route>
);

/**
 * The shell calls it before the area's first render (shell/src/routing/routes.tsx): at the dashboard, its chunk and
 * the area's texts, so the layout and the stat cards paint together (issue 33) — in place of the dashboard the
 * gateway's page came with (src/prerender), never an empty area while the texts load.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  return isDashboardPath(pathname) ? Promise.all([messages.preload(), preloadDashboard()]) : Promise.resolve();
}

export default function App() {
  return (
    <messages.MessagesBoundary>
      <AreaQueryProvider>
        <DashboardReads />
        <Routes>{adminRoutes}</Routes>
      </AreaQueryProvider>
    </messages.MessagesBoundary>
  );
}
