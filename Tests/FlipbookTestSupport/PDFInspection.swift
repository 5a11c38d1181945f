//  PDFInspection.swift — FlipbookTestSupport
//  What independent readers make of a PDF that Flipbook wrote: pypdf reads its pages, boxes,
//  Info, annotations, named destinations and metadata and checks its cross-reference table;
//  poppler's pdftoppm rasterises its pages, whose pixels are sampled at points of the page.
//  Needs python3 with pypdf, and pdftoppm (poppler-utils): `make test-tools` sets them up.

import Foundation

/// One page as pypdf reads it.
public struct PDFPageInspection: Decodable, Sendable {
    /// `[x0, y0, x1, y1]`.
    public let mediaBox: [Double]
    public let cropBox: [Double]
    public let annotations: [PDFAnnotationInspection]
    /// The text pypdf extracts from the page.
    public let text: String
}

/// A link annotation: its rectangle and where it goes.
public struct PDFAnnotationInspection: Decodable, Sendable {
    public let subtype: String
    public let rect: [Double]
    public let uri: String?
    public let destination: String?
}

/// A named destination: the page (from 0) and the point it shows.
public struct PDFDestinationInspection: Decodable, Sendable {
    public let page: Int
    public let left: Double?
    public let top: Double?
}

/// What the readers found.
public struct PDFInspection: Decodable, Sendable {
    public let header: String
    public let pages: [PDFPageInspection]
    public let info: [String: String]
    public let destinations: [String: PDFDestinationInspection]
    public let metadata: String?
    /// Problems with the file: a cross-reference entry whose offset is not where its object
    /// begins, a startxref that does not point at the table, or what pdftoppm complained of.
    public let problems: [String]
    /// The RGB of each sample asked for, in its order.
    public let pixels: [[Int]]
}

/// A point to sample: page `page` (from 0) at `(x, y)` in the page's space (PDF points, y up).
public struct PDFSample: Encodable, Sendable {
    public let page: Int
    public let x: Double
    public let y: Double

    public init(page: Int = 0, x: Double, y: Double) {
        self.page = page
        self.x = x
        self.y = y
    }
}

private let inspector = #"""
import json, re, subprocess, sys, tempfile, os
from pypdf import PdfReader
from PIL import Image

request = json.load(sys.stdin)
path = sys.argv[1]
raw = open(path, "rb").read()

problems = []
start = int(re.search(rb"startxref\s+(\d+)\s+%%EOF\s*$", raw).group(1))
if not raw[start:].startswith(b"xref"):
    problems.append("startxref %d does not point at the table" % start)
lines = raw[start:].split(b"\n")
first, count = map(int, lines[1].split())
for i in range(1, count):
    entry = lines[2 + i]
    offset, kind = int(entry[:10]), entry[17:18]
    if kind == b"n" and not raw[offset:].startswith(b"%d 0 obj" % (first + i)):
        problems.append("object %d is not at %d" % (first + i, offset))

reader = PdfReader(path, strict=True)
def box(b): return [float(v) for v in b]
pages = []
for page in reader.pages:
    annots = []
    for ref in page.get("/Annots", []) or []:
        a = ref.get_object()
        action = a.get("/A")
        dest = a.get("/Dest")
        annots.append({"subtype": str(a["/Subtype"]), "rect": [float(v) for v in a["/Rect"]],
                       "uri": str(action["/URI"]) if action is not None else None,
                       "destination": str(dest) if dest is not None else None})
    pages.append({"mediaBox": box(page.mediabox), "cropBox": box(page.cropbox), "annotations": annots,
                  "text": page.extract_text()})
info = {k[1:]: str(v) for k, v in (reader.metadata or {}).items()}
dests = {}
for name, d in reader.named_destinations.items():
    dests[str(name)] = {"page": reader.get_destination_page_number(d),
                        "left": float(d.left) if d.left is not None else None,
                        "top": float(d.top) if d.top is not None else None}
meta = reader.trailer["/Root"].get("/Metadata")
metadata = meta.get_object().get_data().decode("utf-8") if meta is not None else None

pixels = []
rasters = {}
for s in request["samples"]:
    p = s["page"]
    if p not in rasters:
        out = tempfile.mkdtemp()
        run = subprocess.run(["pdftoppm", "-r", "72", "-f", str(p + 1), "-l", str(p + 1), "-png", path, out + "/page"],
                             check=True, capture_output=True, text=True)
        problems += ["pdftoppm: " + line for line in run.stderr.splitlines()]
        name = [f for f in os.listdir(out) if f.endswith(".png")][0]
        rasters[p] = Image.open(out + "/" + name).convert("RGB")
    x0, y0, x1, y1 = pages[p]["cropBox"]
    image = rasters[p]
    pixels.append(list(image.getpixel((int(s["x"] - x0), int(y1 - s["y"])))))

print(json.dumps({"header": raw[:8].decode("latin-1"), "pages": pages, "info": info, "destinations": dests,
                  "metadata": metadata, "problems": problems, "pixels": pixels}))
"""#

/// Reads `pdf` with pypdf and poppler, sampling the rasterised pages (72 dpi) at `samples`.
public func inspectPDF(_ pdf: Data, samples: [PDFSample] = []) throws -> PDFInspection {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).pdf")
    try pdf.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    struct Request: Encodable { let samples: [PDFSample] }
    let output = try runPython(inspector, arguments: [file.path], input: try JSONEncoder().encode(Request(samples: samples)),
                               needs: "pypdf, Pillow and pdftoppm (poppler-utils)")
    return try JSONDecoder().decode(PDFInspection.self, from: output)
}
