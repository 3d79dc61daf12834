import styled from 'styled-components';
import { type Blog, slugify } from '@young-minds/contracts';
import { contentLanguageProps, formatDate, languageOfText } from '@young-minds/i18n';
import { ButtonLink, Card, CardBody, CardImage, tokens } from '@young-minds/ui';
import { usePublicT } from '../../messages';
import { summaryOf } from './useBlogPosts';

/**
 * A post's day: '2026-01-20' in English (as the blog has always shown it), '٢٠/٠١/٢٠٢٦' in Arabic (its digits and
 * order).
 */
export function publishedOn(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return formatDate(date, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC', english: 'en-CA' });
}

const Title = styled.h3`
  margin: 0;
  font-size: ${tokens.font.size.lg};
`;

const Meta = styled.p`
  margin: 0;
  color: ${tokens.color.muted};
  font-size: ${tokens.font.size.sm};
`;

const Summary = styled.p`
  flex: 1;
  margin: 0 0 ${tokens.space.sm};
  color: ${tokens.color.muted};
`;

/**
 * A blog card: image, title, summary and Read More to /blog/{titleSlug}. The title is an h2 where the cards
 * come straight under the page's h1 (/blog), an h3 under a section's h2 (the home preview).
 */
export function BlogCard({ post, headingLevel = 3 }: { post: Blog; headingLevel?: 2 | 3 }) {
  const t = usePublicT();
  const postPath = `/blog/${post.slug || slugify(post.title)}`;
  // The post's own language (an admin may write in English or Arabic), whatever the page's.
  const written = contentLanguageProps(languageOfText(`${post.title} ${post.description}`));
  return (
    <Card as="article">
      <CardImage src={post.banner_image} alt={post.title} loading="lazy" />
      <CardBody>
        <Title as={`h${headingLevel}`} {...written}>
          {post.title}
        </Title>
        <Meta>{publishedOn(post.publish_date)}</Meta>
        <Summary {...written}>{summaryOf(post)}</Summary>
        <ButtonLink
          to={postPath}
          $variant="outline"
          $size="sm"
          aria-label={t('blog.readMoreAbout', { title: post.title })}
        >
          {t('blog.readMore')}
        </ButtonLink>
      </CardBody>
    </Card>
  );
}
