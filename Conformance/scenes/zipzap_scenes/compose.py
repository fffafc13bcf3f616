"""A scene description -> its frames: symbols placed on a label, damaged, seen through a moving camera.

Everything is integer or fixed-seed arithmetic through pinned Pillow and numpy, so a frame is the same image on
every machine that has the pinned versions.
"""
import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from . import symbols

PAPER = 246       # the label
OUTSIDE = 96      # what the camera sees beyond the label's edge (a dark table)
DEFAULT_CAMERA = (960, 540)


class SceneError(ValueError):
    pass


def label(scene: dict) -> Image.Image:
    """The whole label, every symbol on it, damage applied."""
    width, height = scene["label"]
    canvas = Image.new("L", (width, height), PAPER)
    for symbol in scene["symbols"]:
        picture = Image.fromarray(symbols.image(symbol["format"], symbol["data"], symbol.get("module", 3), symbol.get("height", 50)))
        for damage in symbol.get("damage", []):
            picture = _damage(picture, damage)
        if symbol.get("rotate", 0):
            picture = picture.rotate(symbol["rotate"], resample=Image.Resampling.BILINEAR, expand=True, fillcolor=PAPER)
        x, y = symbol["at"]
        canvas.paste(picture, (round(x * width - picture.width / 2), round(y * height - picture.height / 2)))
    return canvas


def _damage(picture: Image.Image, damage: dict) -> Image.Image:
    """`stain`: a dark blot over part of the symbol; `cut`: a white band across it (a tear, a fold, a scratch)."""
    picture = picture.copy()
    draw = ImageDraw.Draw(picture)
    w, h = picture.size
    x0, y0, x1, y1 = damage["box"]
    box = (round(x0 * w), round(y0 * h), round(x1 * w), round(y1 * h))
    if damage["kind"] == "stain":
        draw.ellipse(box, fill=damage.get("shade", 70))
    elif damage["kind"] == "cut":
        draw.rectangle(box, fill=PAPER)
    else:
        raise SceneError(f"unknown damage '{damage['kind']}'; kinds: stain, cut")
    return picture


def frame(scene: dict, whole: Image.Image, shot: dict, index: int) -> np.ndarray:
    """What the camera sees in one frame: the label region around `center`, `zoom` times closer than the whole
    label, at the camera's resolution, then blur, contrast and sensor noise."""
    camera = tuple(scene.get("camera", DEFAULT_CAMERA))
    zoom = shot.get("zoom", 1.0)
    cx, cy = shot.get("center", [0.5, 0.5])
    # The view keeps the camera's aspect ratio; at zoom 1 it spans the label's width.
    view_w = whole.width / zoom
    view_h = view_w * camera[1] / camera[0]
    left, top = cx * whole.width - view_w / 2, cy * whole.height - view_h / 2
    box = (round(left), round(top), round(left + view_w), round(top + view_h))
    backdrop = Image.new("L", (whole.width * 3, whole.height * 3), OUTSIDE)
    backdrop.paste(whole, (whole.width, whole.height))
    view = backdrop.crop((box[0] + whole.width, box[1] + whole.height, box[2] + whole.width, box[3] + whole.height))
    if shot.get("tilt", 0):
        view = view.rotate(shot["tilt"], resample=Image.Resampling.BILINEAR, fillcolor=OUTSIDE)
    view = view.resize(camera, resample=Image.Resampling.BILINEAR)
    if shot.get("blur", 0):
        view = view.filter(ImageFilter.GaussianBlur(shot["blur"]))
    pixels = np.asarray(view, dtype=np.float64)
    contrast = shot.get("contrast", 1.0)
    pixels = 128 + (pixels - 128) * contrast
    if shot.get("noise", 0):
        rng = np.random.default_rng([scene.get("seed", 0), index])
        pixels = pixels + rng.normal(0, shot["noise"], pixels.shape)
    return np.clip(np.rint(pixels), 0, 255).astype(np.uint8)


def frames(scene: dict):
    """(index, shot, image) for every frame of the scene."""
    whole = label(scene)
    for index, shot in enumerate(scene["frames"]):
        yield index, shot, frame(scene, whole, shot, index)
