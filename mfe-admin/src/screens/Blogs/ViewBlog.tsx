import { Link } from '@young-minds/router';
import styled from 'styled-components';
import { type Blog, endpoints } from '@young-minds/contracts';
import { ButtonLink, tokens } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { Details, FormActions, ItemScreen, Panel, formatDate, mediaUrl, palette } from '../../shared';
import { BlogStateTag, blogPaths, blogState, useBlogLoadStatus } from './parts';

/** The spec's View Blog banner: at most 300px high. */
const Banner = styled.img`
  display: block;
  width: 100%;
  max-height: 300px;
  object-fit: cover;
  margin-bottom: ${tokens.space.md};
  border-radius: ${tokens.radius.sm};
  background: ${palette.raised};
`;

const Body = styled.div`
  margin-bottom: ${tokens.space.md};
  line-height: 1.6;
  p {
    margin: 0 0 ${tokens.space.sm};
    white-space: pre-line;
  }
`;

const PublicLink = styled(Link)`
  color: ${palette.link};
  font-weight: 700;
`;

/** The description as paragraphs: a blank line starts a new one, single line breaks stay. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function BlogDetails({ blog }: { blog: Blog }) {
  const t = useAdminT();
  return (
    <Panel>
      <Banner src={mediaUrl(blog.banner_image)} alt={blog.title} />
      <Details>
        <dt>{t('blogs.published')}</dt>
        <dd>{formatDate(blog.publish_date)}</dd>
        <dt>{t('blogs.category')}</dt>
        <dd>{blog.category ?? '—'}</dd>
        <dt>{t('blogs.author')}</dt>
        <dd>{blog.author ?? '—'}</dd>
      </Details>
      <Body>
        {paragraphsOf(blog.description).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Body>
      {/* Only a post the public can read has a public page; drafts and future posts would be a 404 there. */}
      {blogState(blog) === 'Published' ? (
        <p>
          <PublicLink to={blogPaths.publicPage(blog.slug)}>{t('blogs.openPublicPage')}</PublicLink>
        </p>
      ) : null}
      <FormActions>
        <ButtonLink to={blogPaths.edit(blog.id)}>{t('list.edit')}</ButtonLink>
        <ButtonLink to={blogPaths.list} $variant="outline">
          {t('blogs.back')}
        </ButtonLink>
      </FormActions>
    </Panel>
  );
}

/** View Blog (/admin/manage-blogs/view/:id): the stored post, read from the server (drafts included). */
export function ViewBlog() {
  const t = useAdminT();
  return (
    <ItemScreen
      endpoint={endpoints.blogs.get}
      title={t('blogs.view')}
      itemTitle={(blog) => blog.title}
      titleExtra={(blog) => <BlogStateTag blog={blog} />}
      status={useBlogLoadStatus()}
    >
      {(blog) => <BlogDetails blog={blog} />}
    </ItemScreen>
  );
}
