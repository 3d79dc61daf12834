import { Container, Grid, Lead, PageTitle, Section, Spinner } from '@young-minds/ui';
import { BlogCard } from '../shared/BlogCard';
import { useBlogPosts } from '../shared/useBlogPosts';

/** /blog: every published post as a card. */
export function Blog() {
  const { posts, loading, failed } = useBlogPosts();
  return (
    <Section>
      <Container>
        <PageTitle>Blog</PageTitle>
        <Lead>Ideas and stories for families raising young Muslims.</Lead>
        {loading ? (
          <Spinner label="Loading blog posts…" />
        ) : posts.length === 0 ? (
          <p>{failed ? 'The blog posts could not be loaded. Please try again later.' : 'No blog posts yet.'}</p>
        ) : (
          <Grid $min="280px">
            {posts.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </Grid>
        )}
      </Container>
    </Section>
  );
}
