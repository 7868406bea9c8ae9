"""MobileNet v1 (width 0.75) in PyTorch, laid out to match the Keras release.

Layer names mirror the Keras ones (conv1, conv_dw_N, conv_pw_N) so the weight
loader can map them one to one. Keras "same" padding with stride 2 pads one
pixel on the bottom/right only; PyTorch's symmetric padding would shift every
feature map by a pixel, so stride-2 convolutions pad explicitly instead.
"""

import torch
from torch import nn
import torch.nn.functional as F

# Keras BatchNormalization default; PyTorch's default (1e-5) would change outputs.
BN_EPS = 1e-3

# (output channels at width 1.0, stride) for the 13 depthwise-separable blocks.
BLOCKS = [
    (64, 1), (128, 2), (128, 1), (256, 2), (256, 1), (512, 2),
    (512, 1), (512, 1), (512, 1), (512, 1), (512, 1), (1024, 2), (1024, 1),
]


class KerasSameConvBN(nn.Module):
    """3x3 or 1x1 convolution + BatchNorm + ReLU6 with Keras 'same' padding."""

    def __init__(self, c_in, c_out, kernel, stride, groups=1):
        super().__init__()
        self.stride = stride
        self.kernel = kernel
        # Stride 1: symmetric padding is identical to Keras. Stride 2: pad by hand.
        padding = kernel // 2 if stride == 1 else 0
        self.conv = nn.Conv2d(c_in, c_out, kernel, stride, padding, groups=groups, bias=False)
        self.bn = nn.BatchNorm2d(c_out, eps=BN_EPS, momentum=0.1)

    def forward(self, x):
        if self.stride == 2 and self.kernel == 3:
            # Even input sizes (224, 112, ...) need one extra pixel, put at the end.
            x = F.pad(x, (0, 1, 0, 1))
        return F.relu6(self.bn(self.conv(x)))


class MobileNetV1(nn.Module):
    def __init__(self, num_classes=1000, alpha=0.75, dropout=0.001):
        super().__init__()
        c = int(32 * alpha)
        self.conv1 = KerasSameConvBN(3, c, 3, 2)
        layers = []
        for filters, stride in BLOCKS:
            c_out = int(filters * alpha)
            layers.append(nn.Sequential(
                KerasSameConvBN(c, c, 3, stride, groups=c),  # conv_dw_N
                KerasSameConvBN(c, c_out, 1, 1),  # conv_pw_N
            ))
            c = c_out
        self.blocks = nn.ModuleList(layers)
        self.feature_dim = c
        self.dropout = nn.Dropout(dropout)
        # Keras uses a 1x1 conv on the pooled vector; a Linear layer is the same maths.
        self.classifier = nn.Linear(c, num_classes)

    def features(self, x):
        x = self.conv1(x)
        for block in self.blocks:
            x = block(x)
        return x.mean(dim=(2, 3))

    def forward(self, x):
        return self.classifier(self.dropout(self.features(x)))

    def replace_head(self, num_classes, dropout):
        self.dropout = nn.Dropout(dropout)
        self.classifier = nn.Linear(self.feature_dim, num_classes)


def scale_input(x_uint8_like):
    """pixel / 127.5 - 1: the input range of this Keras release (RGB, -1..1)."""
    return x_uint8_like / 127.5 - 1.0


def load_checkpoint(path, num_classes):
    model = MobileNetV1(num_classes=num_classes)
    model.load_state_dict(torch.load(path, map_location="cpu"))
    return model.eval()
