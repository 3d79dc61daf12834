import { contentLanguageProps, languageOfText } from '@young-minds/i18n';
import styled from 'styled-components';
import { type Blog, slugify } from '@young-minds/contracts';
import { ButtonLink, Card, CardBody, CardImage, tokens } from '@young-minds/ui';
import { usePublicT } from '../../messages';
import { summaryOf } from './useBlogPosts';

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

/** A blog card: image, title, summary and Read More to /blog/{titleSlug}. */
export function BlogCard({ post }: { post: Blog }) {
  const t = usePublicT();
  const postPath = `/blog/${post.slug || slugify(post.title)}`;
  // The post's own language (an admin may write in English or Arabic), whatever the page's.
  const written = contentLanguageProps(languageOfText(`${post.title} ${post.description}`));
  return (
    <Card as="article">
      <CardImage src={post.banner_image} alt={post.title} loading="lazy" />
      <CardBody>
        <Title {...written}>{post.title}</Title>
        <Meta>{post.publish_date}</Meta>
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
