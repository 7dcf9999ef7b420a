pragma ComponentBehavior: Bound
import QtQuick
import GrudgeMatch

// One card drawn from data: an Action card (name, speed badge, damage, rules text), a Stamina card
// (Rally / Unstable / Stable), or the back of either. Changing faceUp turns the card over with a flip;
// the face data may be filled in while the back is showing, so a hidden card can be revealed in place.
Item {
    id: card

    // "action" cards have red backs, "stamina" cards black ones, as in the physical game.
    property string cardKind: "action"
    property string face: ""
    property string name: ""
    property var speed: null          // "instant", a number, or null when the card has no speed
    property int damage: -1           // -1: the card deals no printed damage
    property string text: ""
    property bool faceUp: true
    property bool animateFlip: true
    property bool highlighted: false
    property bool dimmed: false
    property bool lifted: false

    readonly property bool showingFront: d.shownUp
    readonly property real unit: width / 100

    implicitWidth: Theme.handCardWidth
    implicitHeight: Math.round(width * Theme.cardRatio)
    width: implicitWidth
    height: implicitHeight

    function flipNow(): void {
        flip.stop();
        flipScale.xScale = 1;
        d.shownUp = card.faceUp;
    }

    onFaceUpChanged: {
        if (animateFlip && visible && Theme.flipDuration > 0)
            flip.restart();
        else
            flipNow();
    }

    QtObject {
        id: d
        property bool shownUp: card.faceUp

        // The middle of a flip: the card is edge-on, the other side comes into view.
        function turnOver(): void {
            shownUp = card.faceUp;
        }

        readonly property bool instant: typeof card.speed === "string"
                                        && card.speed.toLowerCase() === "instant"
        readonly property bool hasSpeed: card.speed !== null && card.speed !== undefined
                                         && card.speed !== "" && card.speed !== -1
        readonly property color staminaColor: card.face === "rally" ? Theme.rally
                                            : card.face === "unstable" ? Theme.unstable
                                            : Theme.stable
        readonly property string staminaLabel: card.face === "rally" ? qsTr("RALLY")
                                             : card.face === "unstable" ? qsTr("UNSTABLE")
                                             : qsTr("STABLE")
        readonly property string staminaGlyph: card.face === "rally" ? "\u25B2"
                                             : card.face === "unstable" ? "\u26A1"
                                             : "\u25C6"
    }

    transform: Scale {
        id: flipScale
        origin.x: card.width / 2
        origin.y: card.height / 2
    }

    SequentialAnimation {
        id: flip
        NumberAnimation {
            target: flipScale
            property: "xScale"
            to: 0
            duration: Theme.flipDuration / 2
            easing.type: Easing.InQuad
        }
        ScriptAction {
            script: d.turnOver()
        }
        NumberAnimation {
            target: flipScale
            property: "xScale"
            to: 1
            duration: Theme.flipDuration / 2
            easing.type: Easing.OutQuad
        }
    }

    // Drop shadow: larger when the card is lifted (dragged, flying or hovered).
    Rectangle {
        x: card.lifted ? 5 * card.unit : 2 * card.unit
        y: card.lifted ? 7 * card.unit : 3 * card.unit
        width: card.width
        height: card.height
        radius: Theme.cardRadius * card.unit
        color: Theme.shadow
        opacity: card.lifted ? 0.55 : 0.4
    }

    Rectangle {
        id: body
        anchors.fill: parent
        radius: Theme.cardRadius * card.unit
        color: !d.shownUp ? (card.cardKind === "stamina" ? Theme.staminaBack : Theme.actionBack)
                          : Theme.cardFace
        border.color: card.highlighted ? Theme.gold : Theme.cardBorder
        border.width: card.highlighted ? Math.max(2, 3 * card.unit) : Math.max(1, card.unit)
        clip: true

        // ---- Back -------------------------------------------------------------------------
        Item {
            anchors.fill: parent
            visible: !d.shownUp
            Rectangle {
                anchors.fill: parent
                anchors.margins: 6 * card.unit
                radius: 4 * card.unit
                color: "transparent"
                border.width: Math.max(1, 1.5 * card.unit)
                border.color: card.cardKind === "stamina" ? Theme.goldDark : Theme.actionBackLight
            }
            Repeater {
                model: 3
                Rectangle {
                    required property int index
                    anchors.centerIn: parent
                    width: (58 - index * 16) * card.unit
                    height: width
                    rotation: 45
                    color: "transparent"
                    border.width: Math.max(1, 1.5 * card.unit)
                    border.color: card.cardKind === "stamina" ? Theme.goldDark : Theme.actionBackLight
                    opacity: 1 - index * 0.2
                }
            }
            Text {
                anchors.centerIn: parent
                text: "GM"
                font.family: Theme.titleFamily
                font.bold: true
                font.pixelSize: 15 * card.unit
                color: card.cardKind === "stamina" ? Theme.gold : "#f4d2c8"
            }
        }

        // ---- Stamina front ------------------------------------------------------------------
        Item {
            anchors.fill: parent
            visible: d.shownUp && card.cardKind === "stamina"
            Rectangle {
                anchors.fill: parent
                anchors.margins: 5 * card.unit
                radius: 4 * card.unit
                color: d.staminaColor
                Text {
                    anchors.centerIn: parent
                    anchors.verticalCenterOffset: -10 * card.unit
                    text: d.staminaGlyph
                    color: Theme.cardFace
                    font.pixelSize: 42 * card.unit
                }
                Text {
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: 12 * card.unit
                    width: parent.width - 6 * card.unit
                    horizontalAlignment: Text.AlignHCenter
                    text: d.staminaLabel
                    color: Theme.cardFace
                    font.bold: true
                    font.pixelSize: 14 * card.unit
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 6
                }
            }
        }

        // ---- Action front -------------------------------------------------------------------
        Item {
            anchors.fill: parent
            visible: d.shownUp && card.cardKind !== "stamina"

            Rectangle {
                anchors.fill: parent
                anchors.margins: 4 * card.unit
                radius: 4 * card.unit
                color: "transparent"
                border.color: Theme.cardFaceEdge
                border.width: Math.max(1, card.unit)
            }
            Text {
                id: nameText
                x: 8 * card.unit
                y: 7 * card.unit
                width: card.width - (d.hasSpeed ? 40 : 16) * card.unit
                height: 24 * card.unit
                text: card.name
                color: Theme.textOnCard
                font.family: Theme.titleFamily
                font.bold: true
                font.pixelSize: 14 * card.unit
                fontSizeMode: Text.Fit
                minimumPixelSize: 6
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                verticalAlignment: Text.AlignVCenter
            }
            // Speed badge: INSTANT is a red flash, a number sits in a blue disc.
            Rectangle {
                visible: d.hasSpeed
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: 6 * card.unit
                width: 27 * card.unit
                height: width
                radius: width / 2
                color: d.instant ? Theme.instant : Theme.speedBadge
                border.color: Theme.cardFace
                border.width: Math.max(1, card.unit)
                Text {
                    anchors.centerIn: parent
                    text: d.instant ? "\u26A1" : String(card.speed)
                    color: "white"
                    font.bold: true
                    font.pixelSize: (d.instant ? 15 : 14) * card.unit
                }
            }
            Text {
                visible: d.instant
                anchors.right: parent.right
                anchors.rightMargin: 3 * card.unit
                y: 34 * card.unit
                text: qsTr("INSTANT")
                color: Theme.instant
                font.bold: true
                font.pixelSize: 7 * card.unit
            }
            // Damage: a large number in a red shield.
            Rectangle {
                id: damageBadge
                visible: card.damage >= 0
                anchors.horizontalCenter: parent.horizontalCenter
                y: 36 * card.unit
                width: 40 * card.unit
                height: 32 * card.unit
                radius: 6 * card.unit
                color: card.damage > 0 ? Theme.damageBadge : Theme.stable
                Text {
                    anchors.centerIn: parent
                    anchors.verticalCenterOffset: -3 * card.unit
                    text: String(card.damage)
                    color: "white"
                    font.bold: true
                    font.pixelSize: 20 * card.unit
                }
                Text {
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: 1 * card.unit
                    text: qsTr("DMG")
                    color: "#f4d2c8"
                    font.pixelSize: 6.5 * card.unit
                    font.bold: true
                }
            }
            Text {
                x: 7 * card.unit
                y: 72 * card.unit
                width: card.width - 14 * card.unit
                height: card.height - 78 * card.unit
                text: card.text
                color: Theme.textOnCard
                font.pixelSize: 9.5 * card.unit
                fontSizeMode: Text.Fit
                minimumPixelSize: 5
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                lineHeight: 0.95
            }
        }

        Rectangle {
            anchors.fill: parent
            radius: parent.radius
            color: "black"
            opacity: card.dimmed ? 0.3 : 0
        }
    }
}
