import { type ComponentType, lazy } from 'react';
import { Navigate, Route, Routes } from '@young-minds/router';
import { AdminLayout } from './layout';
import { messages } from './messages';
import { AreaQueryProvider } from '@young-minds/query';

/** A screen's code loads when its route is first shown (the dashboard's chart only with the dashboard). */
function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const Dashboard = screen(() => import('./screens/Dashboard'), 'Dashboard');
const ManageParents = screen(() => import('./screens/Parents'), 'ManageParents');
const ManageChildren = screen(() => import('./screens/Children'), 'ManageChildren');
const VideoList = screen(() => import('./screens/Videos/VideoList'), 'VideoList');
const AddVideo = screen(() => import('./screens/Videos/AddVideo'), 'AddVideo');
const EditVideo = screen(() => import('./screens/Videos/EditVideo'), 'EditVideo');
const ViewVideo = screen(() => import('./screens/Videos/ViewVideo'), 'ViewVideo');
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
const BookList = screen(() => import('./screens/Books/BookList'), 'BookList');
const AddBook = screen(() => import('./screens/Books/BookForm'), 'AddBook');
const EditBook = screen(() => import('./screens/Books/BookForm'), 'EditBook');
const ViewBook = screen(() => import('./screens/Books/ViewBook'), 'ViewBook');
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
    <Route path="videos" element={<VideoList />} />
    <Route path="manage-videos/add" element={<AddVideo />} />
    <Route path="manage-videos/view/:id" element={<ViewVideo />} />
    <Route path="manage-videos/edit/:id" element={<EditVideo />} />
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
    <Route path="manage-books" element={<BookList />} />
    <Route path="manage-books/add" element={<AddBook />} />
    <Route path="manage-books/edit/:id" element={<EditBook />} />
    <Route path="manage-books/view/:id" element={<ViewBook />} />
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
    <Route path="profile" element={<Navigate to="/admin/settings" replace />} />
    {/* An unknown admin path shows the dashboard. */}
    <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
  </Route>
);

export default function App() {
  return (
    <messages.MessagesBoundary>
      <AreaQueryProvider>
        <Routes>{adminRoutes}</Routes>
      </AreaQueryProvider>
    </messages.MessagesBoundary>
  );
}
