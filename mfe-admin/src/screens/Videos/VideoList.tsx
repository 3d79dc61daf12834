import styled from 'styled-components';
import type { Video } from '@young-minds/contracts';
import { Button, VisuallyHidden, tokens } from '@young-minds/ui';
import {
  ButtonLink,
  ConfirmDialog,
  DataTable,
  ListStatus,
  NoticeBanner,
  PageHeader,
  Pagination,
  RowActions,
  SearchBox,
  Thumb,
  formatDate,
  mediaUrl,
  useDeleteFlow,
  useNotice,
  usePagedList,
  withServerReason,
} from '../../shared';
import { deleteVideo, fetchVideos } from './api';

const Notice = styled.div`
  margin-bottom: ${tokens.space.md};
`;

const columns = ['#', 'Video Title', 'Category', 'Video URL', 'Thumbnail', 'Uploaded On', 'Actions'] as const;

/** Manage Videos: the server's pages of videos, search by title, and View / Edit / Delete per row. */
export function VideoList() {
  const list = usePagedList(fetchVideos);
  const { notice, show, clear } = useNotice();
  const deletion = useDeleteFlow({
    remove: (video: Video) => deleteVideo(video.id),
    onDeleted: list.reload,
    show,
    failureText: (caught) => withServerReason('Failed to delete video.', caught, ' '),
    logAs: 'video delete',
  });

  const firstNumber = (list.page - 1) * list.pageSize;

  return (
    <>
      <PageHeader title="Manage Videos">
        <SearchBox value={list.search} onChange={list.setSearch} />
        <ButtonLink to="/admin/manage-videos/add">Add New Video</ButtonLink>
      </PageHeader>
      {notice ? (
        <Notice>
          <NoticeBanner notice={notice} onDismiss={clear} />
        </Notice>
      ) : null}
      <DataTable caption="Videos" columns={columns}>
        <ListStatus
          columns={columns.length}
          loading={list.loading}
          error={list.error}
          errorLead="Failed to fetch videos"
          empty={list.items.length === 0}
          emptyText="No videos found."
          loadingLabel="Loading videos…"
        />
        {list.loading || list.error
          ? null
          : list.items.map((video, index) => (
              <tr key={video.id}>
                <td>{firstNumber + index + 1}</td>
                <td>{video.title}</td>
                <td>{video.category}</td>
                <td>
                  <a href={mediaUrl(video.video_url)} target="_blank" rel="noopener noreferrer">
                    Watch<VisuallyHidden> {video.title} (opens in a new tab)</VisuallyHidden>
                  </a>
                </td>
                <td>
                  <Thumb src={mediaUrl(video.thumbnail_url)} alt={video.title} loading="lazy" />
                </td>
                <td>{formatDate(video.created_at)}</td>
                <td>
                  <RowActions>
                    <ButtonLink to={`/admin/manage-videos/view/${video.id}`} $variant="outline" $size="sm">
                      View
                    </ButtonLink>
                    <ButtonLink to={`/admin/manage-videos/edit/${video.id}`} $variant="outline" $size="sm">
                      Edit
                    </ButtonLink>
                    <Button $variant="danger" $size="sm" onClick={() => deletion.ask(video)}>
                      Delete
                    </Button>
                  </RowActions>
                </td>
              </tr>
            ))}
      </DataTable>
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} onPage={list.setPage} noun="videos" />
      <ConfirmDialog message="Are you sure you want to delete this video?" {...deletion.dialog} />
    </>
  );
}
