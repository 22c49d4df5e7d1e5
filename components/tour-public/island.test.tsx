import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island } from "./island";

describe("Island", () => {
  it("marks the element with its name and JSON props for the islands script", () => {
    const props = { leaderId: 3, tourId: 7, sessions: [], closedText: 'ثبت‌نام بسته است "<tag>"' };
    const html = renderToStaticMarkup(
      <Island mark name="buy-box" props={props}>
        <p>box</p>
      </Island>,
    );
    const element = /<div data-island="buy-box" data-props="([^"]*)"><p>box<\/p><\/div>/.exec(html);
    expect(element).not.toBeNull();
    const attribute = element![1]
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    expect(JSON.parse(attribute)).toEqual(props);
  });

  it("renders the component alone when unmarked (the sale website's App Router page)", () => {
    const html = renderToStaticMarkup(
      <Island mark={false} name="comments" props={{ tourId: 7 }}>
        <p>list</p>
      </Island>,
    );
    expect(html).toBe("<p>list</p>");
  });
});
