import QtQuick
import GrudgeMatch

// The green baize every screen sits on: a soft gradient, darker towards the edges, and a thin stitched
// border. Children are laid over it.
Rectangle {
    id: felt
    gradient: Gradient {
        GradientStop { position: 0.0; color: Theme.felt }
        GradientStop { position: 0.55; color: Theme.feltLight }
        GradientStop { position: 1.0; color: Theme.felt }
    }

    // Darker bands at the top and bottom give the felt some depth without an image.
    Rectangle {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        height: parent.height * 0.22
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#66000000" }
            GradientStop { position: 1.0; color: "#00000000" }
        }
    }
    Rectangle {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: parent.height * 0.22
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#00000000" }
            GradientStop { position: 1.0; color: "#73000000" }
        }
    }
    Rectangle {
        anchors.fill: parent
        anchors.margins: 6
        color: "transparent"
        radius: 10
        border.color: Theme.feltLine
        border.width: 1
        opacity: 0.45
    }
}
