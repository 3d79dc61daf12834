import { Grid, Spinner } from '@young-minds/ui';
import { usePublicT } from '../../messages';
import { BlogCard } from '../shared/BlogCard';
import { useBlogPosts } from '../shared/useBlogPosts';

/** The home page previews the 3 newest blog posts. */
const blogPreviewCount = 3;

/**
 * The newest posts, as GET /api/blogs answers them (checked against the contract's schema). A chunk of its own:
 * the home page loads it when the section nears the viewport (see Home), so the contracts and zod it checks the
 * answer with are not part of the home page's first load.
 */
export default function BlogPreview() {
  const t = usePublicT();
  const { posts, loading } = useBlogPosts(blogPreviewCount);
  if (loading) return <Spinner label={t('blog.loading')} />;
  if (posts.length === 0) return <p>{t('blog.empty')}</p>;
  return (
    <Grid $min="260px">
      {posts.slice(0, blogPreviewCount).map((post) => (
        <BlogCard key={post.id} post={post} />
      ))}
    </Grid>
  );
}
