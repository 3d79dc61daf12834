import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, Route, Routes, useNavigate } from '@young-minds/router';
import { MemoryRouter } from '@young-minds/router/testing';
import { useScrollPlace } from './scrollPlace';

function Page({ name, next }: { name: string; next?: string }) {
  useScrollPlace();
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      {next ? <Link to={next}>Next</Link> : null}
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

/** Each test's first page is a new history entry of its own (the places noted are the area's, not a test's). */
let visit = 0;

function renderPages() {
  visit += 1;
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/list', key: `visit-${visit}` }]}>
      <Routes>
        <Route path="/list" element={<Page name="List" next="/item" />} />
        <Route path="/item" element={<Page name="Item" />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The page's scroll position as jsdom reports it (jsdom has no layout: the test moves it). */
function scrollTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
}

describe('the place on the page', () => {
  let scrolls: jest.SpyInstance;
  beforeEach(() => {
    scrollTo(0);
    scrolls = jest.spyOn(window, 'scrollTo').mockImplementation((_x: number, y: number) => scrollTo(y));
  });
  afterEach(() => scrolls.mockRestore());

  it('when the child opens a new page, then it starts at its top; going back finds the place the child left', async () => {
    renderPages();
    // Far down the list, the child taps a tile.
    scrollTo(820);
    fireEvent.scroll(window);
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Item' })).toBeInTheDocument();
    expect(scrolls).toHaveBeenLastCalledWith(0, 0);
    expect(window.scrollY).toBe(0);

    fireEvent.scroll(window);
    await act(async () => screen.getByRole('button', { name: 'Back' }).click());
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(scrolls).toHaveBeenLastCalledWith(0, 820);
    expect(window.scrollY).toBe(820);
  });

  it('when the page is the first of the visit, then the browser’s place stands (no jump to the top)', () => {
    renderPages();
    expect(screen.getByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(scrolls).not.toHaveBeenCalled();
  });
});
