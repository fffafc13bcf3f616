"""Checks the DOM headless Chromium built from an HTML report of zipzap-conformance (`chromium --dump-dom`): the
verdict, the clause × source, rule × source and file matrices with coloured cells, each failure group's
representative with its request, traces side by side and reproduce command, and nothing that would be fetched.

usage: check_html.py DOM.html PASS|FAIL"""
import sys
from html.parser import HTMLParser


class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.stack, self.elements, self.text = [], [], {}

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        element = {"tag": tag, "attrs": attributes, "classes": set((attributes.get("class") or "").split()), "text": ""}
        self.elements.append(element)
        if tag not in ("meta", "br", "img", "link", "input"):
            self.stack.append(element)

    def handle_endtag(self, tag):
        while self.stack:
            if self.stack.pop()["tag"] == tag:
                break

    def handle_data(self, data):
        for element in self.stack:
            element["text"] += data

    def find(self, tag=None, cls=None, id=None):
        return [e for e in self.elements if (tag is None or e["tag"] == tag) and (cls is None or cls in e["classes"])
                and (id is None or e["attrs"].get("id") == id)]


def main(path, verdict):
    page = Page()
    page.feed(open(path, encoding="utf-8").read())
    problems = []

    def need(condition, message):
        if not condition:
            problems.append(message)

    heading = page.find("h1", id="verdict")
    need(heading and heading[0]["text"].startswith(verdict + ":"), f"the verdict heading does not start with {verdict}:")
    for matrix in ("clauses-by-sources", "rules-by-sources", "families"):
        need(page.find("table", id=matrix), f"no matrix {matrix}")
    cells = page.find("td", cls="cell")
    need(cells and all(c["classes"] & {"passed", "failed", "partial", "empty"} for c in cells), "a matrix cell without its colour")
    failures = page.find("details", cls="failure")
    if verdict == "FAIL":
        need(failures, "no failure section")
        need(failures and "open" in failures[0]["attrs"], "the first failure is not open")
        need(len(page.find("tr", cls="first-difference")) >= len(failures), "a failure without its first difference marked")
        need(len(page.find("pre", cls="request")) == len(failures), "a failure without its request")
        reproduce = page.find("pre", cls="reproduce")
        need(len(reproduce) == len(failures) and all(r["text"].startswith("zipzap-conformance run --reproduce ZZ-") for r in reproduce),
             "a failure without its reproduce command")
    for element in page.elements:
        for name in ("src", "href"):
            need(name not in element["attrs"], f"<{element['tag']} {name}=...> would fetch something")
    need(not page.find("script"), "the page has a script")
    print(f"chromium DOM {path}: {verdict}, {len(cells)} matrix cells, {len(failures)} failures shown")
    for problem in problems:
        print("PROBLEM " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
