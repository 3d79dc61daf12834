import { languageOfText } from '@young-minds/i18n';
import { Button, ButtonLink, type ButtonStyleProps, Spinner, buttonStyles, focusRing, tokens } from '@young-minds/ui';
import { type ContentLanguage, languageAttributesOf } from '@young-minds/contracts';
import type { ReactNode } from 'react';
import { Link } from '@young-minds/router';
import { THEME_VARIABLES } from '@young-minds/session';
import styled, { css } from 'styled-components';
import { useChildT } from '../messages';
import type { Loaded } from '@young-minds/query';
import { SpeakButton, useSpeakOnArrival } from './voice';

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  margin-block: 0 ${tokens.space.md};
  h1,
  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  h1 {
    font-size: ${tokens.font.size.xl};
  }
  h2 {
    font-size: ${tokens.font.size.lg};
  }
`;

/**
 * A heading with its speaker; an item's own text names its `language` (its `lang`, `dir` and voice follow).
 * `speak={false}` leaves the speaker out where the tiles below it have their own (a list's category headings).
 */
export function Title({
  text,
  level = 1,
  language,
  speak = true,
}: {
  text: string;
  level?: 1 | 2 | 3;
  language?: ContentLanguage | undefined;
  speak?: boolean;
}) {
  const Heading = (['h1', 'h2', 'h3'] as const)[level - 1]!;
  return (
    <TitleRow>
      <Heading {...(language ? languageAttributesOf(language) : {})}>{text}</Heading>
      {speak ? <SpeakButton text={text} language={language} /> : null}
    </TitleRow>
  );
}

/** A screen's heading: read aloud when the screen arrives (Read to me on), with its speaker to hear it again. */
export function ScreenTitle({ text, language }: { text: string; language?: ContentLanguage | undefined }) {
  useSpeakOnArrival(text, { language });
  return <Title text={text} language={language} />;
}

/** Big picture tiles: two a row on a phone (even at 320 px), more on wider screens. */
export const TileGrid = styled.ul`
  list-style: none;
  margin: 0 0 ${tokens.space.lg};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(130px, 100%), 1fr));
  gap: ${tokens.space.md};
`;

const TileLink = styled(Link)`
  display: flex;
  flex-direction: column;
  block-size: 100%;
  min-height: 64px;
  overflow: hidden;
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.card};
  color: ${tokens.color.text};
  text-decoration: none;
  font-weight: 800;
  &:focus-visible {
    ${focusRing}
  }
  .tile-picture {
    display: grid;
    place-items: center;
    inline-size: 100%;
    aspect-ratio: 4 / 3;
    background: ${tokens.color.infoBg};
    font-size: 4.5rem;
  }
  img.tile-picture {
    display: block;
    object-fit: cover;
  }
  .tile-text {
    padding: ${tokens.space.sm} ${tokens.space.md};
    font-size: ${tokens.font.size.lg};
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
  .tile-note {
    display: block;
    font-weight: 600;
    color: ${tokens.color.muted};
    font-size: ${tokens.font.size.sm};
  }
`;

const TileItem = styled.li`
  position: relative;
  .tile-speak {
    position: absolute;
    inset-block-start: ${tokens.space.xs};
    inset-inline-end: ${tokens.space.xs};
  }
`;

/**
 * One picture tile, for a child who cannot read yet: the picture first (big, 4:3; the kind's icon when there is
 * none), the title beneath it and an optional note. One tap anywhere on the tile opens it; the tile's own small
 * speaker, on the picture's corner (beside the link, not inside it), says the title. `speak={false}` leaves it out.
 * `language` is the item's own: its title carries `lang` (and `dir`), so screen readers, fonts and the speaker's
 * voice follow it.
 */
export function Tile({
  to,
  title,
  picture,
  icon,
  note,
  speak = true,
  language,
}: {
  to: string;
  title: string;
  picture?: string | undefined;
  icon?: ReactNode;
  note?: ReactNode;
  speak?: boolean;
  language?: ContentLanguage | undefined;
}) {
  return (
    <TileItem>
      <TileLink to={to}>
        {picture ? (
          <img className="tile-picture" src={picture} alt="" loading="lazy" />
        ) : (
          <span className="tile-picture" aria-hidden="true">
            {icon}
          </span>
        )}
        <span className="tile-text">
          {/* A title of no single language keeps its own direction (an English title's full stop stays at its end). */}
          <span {...titleDirection(language)}>{title}</span>
          {note ? <span className="tile-note">{note}</span> : null}
        </span>
      </TileLink>
      {speak ? (
        <span className="tile-speak">
          <SpeakButton text={title} language={language} />
        </span>
      ) : null}
    </TileItem>
  );
}

/** A title's `lang` and `dir`: its language's, or `dir="auto"` for one of no single language (its own direction). */
function titleDirection(language: ContentLanguage | undefined): { lang?: string; dir: 'ltr' | 'rtl' | 'auto' } {
  const attributes = language ? languageAttributesOf(language) : {};
  return attributes.dir ? { lang: attributes.lang, dir: attributes.dir } : { dir: 'auto' };
}

/** Items grouped by their category, in the order the first item of each category came (lists are newest first). */
export function byCategory<T extends { category: string }>(
  items: readonly T[],
): Array<{ category: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups].map(([category, list]) => ({ category, items: list }));
}

/**
 * A list screen's tiles: a heading and a grid of picture tiles per category; an item without a picture shows
 * `iconOf(item)` instead. Each tile has its own speaker, so the headings have none (no row of identical speakers).
 */
export function CategoryTiles<
  T extends { id: number; title: string; category: string; thumbnail_url: string | null; language?: ContentLanguage },
>({
  items,
  path,
  noteOf,
  iconOf,
  speak = true,
}: {
  items: readonly T[];
  /** The item's screen, e.g. `/child/video`. */
  path: string;
  noteOf: (item: T) => ReactNode;
  iconOf?: (item: T) => ReactNode;
  speak?: boolean;
}) {
  return byCategory(items).map((group) => (
    <section key={group.category}>
      <Title level={2} text={group.category} language={languageOfText(group.category)} speak={false} />
      <TileGrid>
        {group.items.map((item) => (
          <Tile
            key={item.id}
            to={`${path}/${item.id}`}
            title={item.title}
            picture={item.thumbnail_url ?? undefined}
            icon={iconOf?.(item)}
            note={noteOf(item)}
            speak={speak}
            language={item.language}
          />
        ))}
      </TileGrid>
    </section>
  ));
}

/** A big button of the child area (≥ 64 px high). */
export const BigButton = styled(Button)`
  min-height: 64px;
  min-width: 64px;
  padding-inline: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  font-size: ${tokens.font.size.lg};
  font-weight: 800;
`;

/** The look of the area's big actions that are links (≥ 64 px). */
export const bigAction = css`
  min-height: 64px;
  min-width: 64px;
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  padding-inline: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  font-size: ${tokens.font.size.lg};
  font-weight: 800;
`;

/** A big link to another screen of the area (back to a list). */
export const BigLink = styled(ButtonLink)`
  ${bigAction}
`;

/** A big link to one of our own files (a worksheet, a book to download). */
export const FileLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
  ${bigAction}
  &:focus-visible {
    ${focusRing}
  }
`;

/** The loading and failure states of a screen's content; renders `children(data)` once it is ready. */
export function LoadStatus<T>({
  loaded,
  loading,
  children,
}: {
  loaded: Loaded<T>;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  const t = useChildT();
  if (loaded.state === 'loading') return <Spinner label={loading} />;
  if (loaded.state === 'failed')
    return (
      <div role="alert">
        <p>{t('common.failed')}</p>
        <BigButton $variant="outline" onClick={() => window.location.reload()}>
          {t('common.tryAgain')}
        </BigButton>
      </div>
    );
  return <>{children(loaded.data)}</>;
}

/** A white card on the page (the home's week, the hand-in box, the profile's name card). */
export const cardLook = css`
  padding: ${tokens.space.md};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.card};
`;

const MeterTrack = styled.div`
  block-size: 20px;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.infoBg};
  overflow: hidden;
  div {
    block-size: 100%;
    background: var(${THEME_VARIABLES.fill}, ${tokens.color.primaryFill});
    transition: inline-size 0.2s ease;
  }
`;

/** A thick bar in the family's colour (role="progressbar", 0–100); `percent` null while it is not known yet. */
export function Meter({ percent, label, valueText }: { percent: number | null; label: string; valueText?: string }) {
  return (
    <MeterTrack
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={valueText}
    >
      <div style={{ inlineSize: `${percent ?? 0}%` }} />
    </MeterTrack>
  );
}

/** A centred note in place of a screen's content (a book to download, something not found), with a big picture. */
export const NoteBox = styled.div`
  text-align: center;
  padding-block: ${tokens.space.lg};
  p {
    font-size: ${tokens.font.size.lg};
  }
  .note-picture {
    margin: 0;
  }
`;

/** "We could not find it" (an unknown id, or one the child may not see) with its picture, as an alert. */
export function NotFoundNote({ picture, text }: { picture: ReactNode; text: string }) {
  return (
    <NoteBox role="alert">
      <p className="note-picture">{picture}</p>
      <Title text={text} />
    </NoteBox>
  );
}
