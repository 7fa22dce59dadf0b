import BridgeCore
import BridgeUI

/// A star rating: the view a manager makes, with the properties React sets on it.
final class RatingView {
    var rating = 0.0
    var maximum = 5
    var starColor: Color?
    var editable = true
    var resets = 0
}

/// A view manager written as an app writes its own native component: a name JS asks for with
/// `requireNativeComponent('RettyRating')`, exported properties (one through a key path, the
/// others through closures), an event and a command.
struct RatingManager: ViewManager {
    var definition: ViewManagerDefinition {
        ViewManagerDefinition("RettyRating", view: { RatingView() }) { m in
            m.prop("rating", \.rating, default: 0)
            m.prop("maximum", default: 5) { (view: RatingView, maximum: Int) in view.maximum = max(1, maximum) }
            m.prop("starColor") { (view: RatingView, color: Color?) in view.starColor = color }
            m.prop("editable", \.editable, default: true)
            m.directEvent("onRatingChange")
            m.command("reset") { (view: RatingView) in
                view.rating = 0
                view.resets += 1
            }
        }
    }
}
