import { Container, Grid, Lead, PageTitle, Section, Spinner } from '@young-minds/ui';
import { usePublicT } from '../../messages';
import { BlogCard } from '../shared/BlogCard';
import { useBlogPosts } from '../shared/useBlogPosts';

/** /blog: every published post as a card. */
export function Blog() {
  const t = usePublicT();
  const { posts, loading, failed } = useBlogPosts();
  return (
    <Section>
      <Container>
        <PageTitle>{t('blog.title')}</PageTitle>
        <Lead>{t('blog.lead')}</Lead>
        {loading ? (
          <Spinner label={t('blog.loading')} />
        ) : posts.length === 0 ? (
          <p>{failed ? t('blog.failed') : t('blog.empty')}</p>
        ) : (
          <Grid $min="280px">
            {posts.map((post) => (
              <BlogCard key={post.id} post={post} headingLevel={2} />
            ))}
          </Grid>
        )}
      </Container>
    </Section>
  );
}
